/** Where sessions are kept: `localStorage`, `sessionStorage`, or any object of the same three methods. */
export type SiwxStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>
