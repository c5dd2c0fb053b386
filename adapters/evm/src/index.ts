// TODO(issue 3): the EVM chain adapter on viem.
export {}
