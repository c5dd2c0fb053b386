import type { Migration } from '../Migration.ts'

/**
 * Version 2: the chain index. Addresses are stored lower-case (checksummed when answered); amounts
 * and token ids are `numeric(78,0)` (uint256), read back as text. Every row carries its chain, and
 * rows of a block carry its number, so that a reorganisation deletes the blocks above the common
 * ancestor and an anvil reset deletes the chain's rows.
 */
export const indexMigration: Migration = {
  version: 2,
  name: 'chain index',
  sql: `
CREATE TABLE index_heads (
  chain_id bigint PRIMARY KEY,
  start_block bigint NOT NULL,
  number bigint,
  hash text
);
CREATE TABLE index_blocks (
  chain_id bigint NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  timestamp bigint NOT NULL,
  PRIMARY KEY (chain_id, number)
);
CREATE TABLE index_transactions (
  chain_id bigint NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  transaction_index integer NOT NULL,
  from_address text NOT NULL,
  to_address text,
  value numeric(78,0) NOT NULL,
  status text NOT NULL,
  nonce bigint NOT NULL,
  timestamp bigint NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX index_transactions_block ON index_transactions (chain_id, block_number);
CREATE TABLE index_transfers (
  chain_id bigint NOT NULL,
  transaction_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  transaction_index integer NOT NULL,
  kind text NOT NULL,
  contract text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount numeric(78,0),
  token_id numeric(78,0),
  PRIMARY KEY (chain_id, transaction_hash, log_index)
);
CREATE INDEX index_transfers_block ON index_transfers (chain_id, block_number);
CREATE INDEX index_transfers_from ON index_transfers (chain_id, from_address, kind, contract);
CREATE INDEX index_transfers_to ON index_transfers (chain_id, to_address, kind, contract);
CREATE INDEX index_transfers_token ON index_transfers (chain_id, contract, token_id, block_number);
CREATE TABLE index_account_transactions (
  chain_id bigint NOT NULL,
  address text NOT NULL,
  block_number bigint NOT NULL,
  transaction_index integer NOT NULL,
  transaction_hash text NOT NULL,
  PRIMARY KEY (chain_id, address, block_number, transaction_index)
);
CREATE INDEX index_account_transactions_block ON index_account_transactions (chain_id, block_number);
CREATE TABLE index_tokens (
  chain_id bigint NOT NULL,
  address text NOT NULL,
  kind text NOT NULL,
  name text,
  symbol text,
  decimals integer,
  PRIMARY KEY (chain_id, address)
);
CREATE TABLE index_nft_owners (
  chain_id bigint NOT NULL,
  contract text NOT NULL,
  token_id numeric(78,0) NOT NULL,
  owner text NOT NULL,
  PRIMARY KEY (chain_id, contract, token_id)
);
CREATE INDEX index_nft_owners_owner ON index_nft_owners (chain_id, owner, contract, token_id);
CREATE TABLE index_nft_metadata (
  chain_id bigint NOT NULL,
  contract text NOT NULL,
  token_id numeric(78,0) NOT NULL,
  state text NOT NULL,
  token_uri text,
  name text,
  description text,
  image bytea,
  image_type text,
  error text,
  PRIMARY KEY (chain_id, contract, token_id)
);
CREATE INDEX index_nft_metadata_pending ON index_nft_metadata (chain_id, state)
`,
}
