// TODO(issue 5): the Solana chain adapter on @solana/web3.js 1.x.
export {}
