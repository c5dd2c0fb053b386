// TODO(issue 5): the Bitcoin chain adapter.
export {}
