/** Theme variables as the host gives them: AppKit's `--w3m-*` names or Portico's `--pc-*` tokens. */
export type ThemeVariables = Record<string, string | number>
