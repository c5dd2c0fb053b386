import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { getBase58Decoder } from '@solana/kit'
import { WebSocket } from 'ws'
import { startSolanaRpc } from './startSolanaRpc.ts'
import type { SolanaRpc } from './startSolanaRpc.ts'

let rpc: SolanaRpc
let connection: Connection

beforeAll(async () => {
  rpc = await startSolanaRpc()
  connection = new Connection(rpc.rpcUrl, 'confirmed')
})

afterAll(async () => {
  await rpc.stop()
})

async function post(body: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(rpc.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  return response.json()
}

async function fundedKeypair(lamports: number): Promise<Keypair> {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, lamports)
  const latest = await connection.getLatestBlockhash()
  await connection.confirmTransaction({ signature, ...latest })
  return keypair
}

function transfer(from: Keypair, to: PublicKey, lamports: number): Transaction {
  return new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
}

/** Opens a WebSocket and returns it with a function that waits for the next message. */
async function openSocket(url: string): Promise<{ socket: WebSocket; next: () => Promise<Record<string, unknown>> }> {
  const socket = new WebSocket(url)
  const queue: Record<string, unknown>[] = []
  const waiting: ((message: Record<string, unknown>) => void)[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>
    const waiter = waiting.shift()
    if (waiter) waiter(message)
    else queue.push(message)
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const next = () => {
    const queued = queue.shift()
    return queued ? Promise.resolve(queued) : new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve))
  }
  return { socket, next }
}

describe('startSolanaRpc with web3.js Connection', () => {
  it('airdrops, confirms through the WebSocket and reports the balance', async () => {
    const keypair = Keypair.generate()
    const signature = await connection.requestAirdrop(keypair.publicKey, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const confirmation = await connection.confirmTransaction({ signature, ...latest })
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(keypair.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
    const statuses = await connection.getSignatureStatuses([signature])
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('confirms a transaction that lands after web3.js subscribed to its signature', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const transaction = transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    const latest = await connection.getLatestBlockhash()
    transaction.recentBlockhash = latest.blockhash
    transaction.sign(payer)
    const signature = getBase58Decoder().decode(transaction.signature!)
    expect(rpc.openSubscriptions().signature).toBe(0)
    const confirmation = connection.confirmTransaction({ signature, ...latest })
    await vi.waitFor(() => expect(rpc.openSubscriptions().signature).toBe(1))
    await connection.sendRawTransaction(transaction.serialize())
    expect((await confirmation).value.err).toBeNull()
    expect(rpc.openSubscriptions().signature).toBe(0)
  })

  it('transfers SOL with sendAndConfirmTransaction: both balances move by the exact amounts', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const recipient = Keypair.generate().publicKey
    const amount = LAMPORTS_PER_SOL / 10
    const transaction = transfer(payer, recipient, amount)
    const latest = await connection.getLatestBlockhash()
    transaction.recentBlockhash = latest.blockhash
    transaction.feePayer = payer.publicKey
    const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value
    expect(fee).toBe(5000)
    const signature = await sendAndConfirmTransaction(connection, transaction, [payer])
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - amount - 5000)
    expect(await connection.getBalance(recipient)).toBe(amount)
  })

  it('answers getTransaction for a landed transfer (its slot, accounts, balances before and after) and null for a signature never seen', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const recipient = Keypair.generate().publicKey
    const amount = LAMPORTS_PER_SOL / 10
    const slotBefore = await connection.getSlot()
    const signature = await sendAndConfirmTransaction(connection, transfer(payer, recipient, amount), [payer])
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' })
    expect(landed?.slot).toBe(slotBefore)
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.meta?.fee).toBe(5000)
    const keys = landed!.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    const at = (key: PublicKey) => keys.indexOf(key.toBase58())
    expect(landed!.meta!.postBalances[at(recipient)]! - landed!.meta!.preBalances[at(recipient)]!).toBe(amount)
    expect(landed!.meta!.preBalances[at(payer.publicKey)]! - landed!.meta!.postBalances[at(payer.publicKey)]!).toBe(amount + 5000)
    expect(landed!.transaction.signatures).toEqual([signature])
    const unknown = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    expect(await connection.getTransaction(unknown, { maxSupportedTransactionVersion: 0 })).toBeNull()
  })

  it('reads a system account and the rent minimum', async () => {
    const owner = await fundedKeypair(LAMPORTS_PER_SOL)
    const account = await connection.getAccountInfo(owner.publicKey)
    expect(account).not.toBeNull()
    expect(account!.owner.equals(SystemProgram.programId)).toBe(true)
    expect(account!.lamports).toBe(LAMPORTS_PER_SOL)
    expect(account!.executable).toBe(false)
    expect(account!.data.length).toBe(0)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
    const rentForEmpty = await connection.getMinimumBalanceForRentExemption(0)
    expect(rentForEmpty).toBe(Number(rpc.svm.minimumBalanceForRentExemption(0n)))
    expect(rentForEmpty).toBe(890880)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBeGreaterThan(rentForEmpty)
  })

  it('refuses a transfer below the rent minimum to a new account, in preflight, without charging', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const rentMinimum = await connection.getMinimumBalanceForRentExemption(0)
    const attempt = sendAndConfirmTransaction(connection, transfer(payer, Keypair.generate().publicKey, rentMinimum - 1), [payer])
    await expect(attempt).rejects.toBeInstanceOf(SendTransactionError)
    await expect(attempt).rejects.toThrow(/Transaction simulation failed: Transaction results in an account \(1\) with insufficient funds for rent/)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('lands a failing transaction sent with skipPreflight and reports its error on confirmation', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const attempt = sendAndConfirmTransaction(connection, transfer(payer, Keypair.generate().publicKey, 1000), [payer], { skipPreflight: true })
    await expect(attempt).rejects.toThrow(/InsufficientFundsForRent/)
    // The fee of a landed transaction is charged even though it failed, as on Solana.
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 5000)
  })

  it('refuses a fee payer without funds and a transaction sent twice', async () => {
    const empty = Keypair.generate()
    await expect(sendAndConfirmTransaction(connection, transfer(empty, Keypair.generate().publicKey, 1000), [empty])).rejects.toThrow(
      /Attempt to debit an account but found no record of a prior credit/,
    )
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const transaction = transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.sign(payer)
    await connection.sendRawTransaction(transaction.serialize())
    await expect(connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })).rejects.toThrow(
      /This transaction has already been processed/,
    )
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 10 - 5000)
  })

  it('simulates a transaction with logs', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const simulation = await connection.simulateTransaction(transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 2), [payer])
    expect(simulation.value.err).toBeNull()
    expect(simulation.value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('answers the chain queries web3.js makes', async () => {
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBe(slot)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect((await connection.getEpochInfo()).absoluteSlot).toBe(slot)
    const latest = await connection.getLatestBlockhash()
    expect(latest.lastValidBlockHeight).toBeGreaterThan(slot)
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false)
  })

  it('refuses a transaction whose blockhash was never issued', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const transaction = transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    transaction.recentBlockhash = Keypair.generate().publicKey.toBase58()
    transaction.sign(payer)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(/Blockhash not found/)
  })
})

describe('startSolanaRpc JSON-RPC edge', () => {
  it('takes a base58 transaction when encoding says so, and defaults to base58 as Agave does', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const send = async (encoding: 'base58' | undefined) => {
      const transaction = transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
      transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
      transaction.sign(payer)
      const wire = getBase58Decoder().decode(transaction.serialize())
      const params = encoding ? [wire, { encoding }] : [wire]
      const answer = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params }))
      expect(answer).toEqual({ jsonrpc: '2.0', id: 1, result: getBase58Decoder().decode(transaction.signature!) })
    }
    await send('base58')
    await send(undefined)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 2 * (LAMPORTS_PER_SOL / 10) - 2 * 5000)
    const garbage = await post('{"jsonrpc":"2.0","id":2,"method":"sendTransaction","params":["AAAA",{"encoding":"base64"}]}')
    expect(garbage).toMatchObject({ id: 2, error: { code: -32602 } })
  })

  it('simulates an unsigned transaction with a replaced blockhash', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const transaction = transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    transaction.recentBlockhash = Keypair.generate().publicKey.toBase58()
    transaction.feePayer = payer.publicKey
    const wire = transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
    const answer = (await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'simulateTransaction', params: [wire, { encoding: 'base64', replaceRecentBlockhash: true }] }),
    )) as { result: { value: { err: unknown; replacementBlockhash: { blockhash: string } } } }
    expect(answer.result.value.err).toBeNull()
    expect(answer.result.value.replacementBlockhash.blockhash).toBe((await connection.getLatestBlockhash()).blockhash)
    const stale = (await post(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'simulateTransaction', params: [wire, { encoding: 'base64' }] }),
    )) as { result: { value: { err: unknown } } }
    expect(stale.result.value.err).toBe('BlockhashNotFound')
  })

  it('answers an unknown method with -32601', async () => {
    expect(await post('{"jsonrpc":"2.0","id":1,"method":"getTeapot","params":[]}')).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found: getTeapot is not served by the Solana harness' },
    })
  })

  it('answers malformed JSON with -32700, a wrong shape with -32600 and bad params with -32602', async () => {
    expect(await post('{"jsonrpc":"2.0",')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await post('{"jsonrpc":"1.0","id":7,"method":"getSlot"}')).toMatchObject({ id: 7, error: { code: -32600 } })
    expect(await post('[]')).toMatchObject({ error: { code: -32600 } })
    expect(await post('{"jsonrpc":"2.0","id":8,"method":"getBalance","params":["not a key"]}')).toMatchObject({
      id: 8,
      error: { code: -32602, message: 'Invalid param: not a base58 public key: not a key' },
    })
    expect(await post('{"jsonrpc":"2.0","id":9,"method":"getMinimumBalanceForRentExemption","params":[-1]}')).toMatchObject({
      id: 9,
      error: { code: -32602 },
    })
  })

  it('answers a batch in order, and nothing for notifications', async () => {
    const answer = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        { jsonrpc: '2.0', method: 'getSlot' },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
      ]),
    )
    expect(answer).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'ok' },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found: nope is not served by the Solana harness' } },
    ])
  })

  it('allows loopback origins only (CORS)', async () => {
    const preflight = await fetch(rpc.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'content-type, solana-client' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, solana-client')
    const foreign = await fetch(rpc.rpcUrl, { method: 'POST', headers: { origin: 'https://example.com' }, body: '{"jsonrpc":"2.0","id":1,"method":"getHealth"}' })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect((await fetch(rpc.rpcUrl)).status).toBe(405)
    const refused = new WebSocket(rpc.wsUrl, { origin: 'https://example.com' })
    await expect(new Promise((resolve, reject) => refused.once('open', resolve).once('error', reject))).rejects.toThrow(/403/)
  })
})

describe('startSolanaRpc WebSocket', () => {
  it('notifies a signature subscription when the transaction lands, and at once when it already has', async () => {
    const { socket, next } = await openSocket(rpc.wsUrl)
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const transaction = transfer(payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.sign(payer)
    const signature = getBase58Decoder().decode(transaction.signature!)
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] }))
    const subscribed = await next()
    expect(subscribed).toMatchObject({ id: 1, result: expect.any(Number) })
    await connection.sendRawTransaction(transaction.serialize())
    expect(await next()).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: subscribed.result, result: { context: { slot: expect.any(Number) }, value: { err: null } } },
    })
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: [signature] }))
    const again = await next()
    expect(await next()).toMatchObject({ method: 'signatureNotification', params: { subscription: again.result, result: { value: { err: null } } } })
    // A notified subscription is gone on the server side, as on Solana.
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'signatureUnsubscribe', params: [again.result] }))
    expect(await next()).toMatchObject({ id: 3, error: { code: -32602, message: 'Invalid subscription id.' } })
    socket.close()
  })

  it('unsubscribes, ignores pings and refuses other subscriptions', async () => {
    const { socket, next } = await openSocket(rpc.rpcUrl.replace('http:', 'ws:'))
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
    const signature = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature] }))
    const subscribed = await next()
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [subscribed.result] }))
    expect(await next()).toEqual({ jsonrpc: '2.0', id: 2, result: true })
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotSubscribe' }))
    expect(await next()).toMatchObject({ id: 3, error: { code: -32601 } })
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'accountSubscribe', params: [signature] }))
    expect(await next()).toMatchObject({ id: 4, error: { code: -32602, message: `Invalid param: not a base58 public key: ${signature}` } })
    socket.send('not json')
    expect(await next()).toMatchObject({ id: null, error: { code: -32700 } })
    socket.close()
  })
})

describe('startSolanaRpc account subscriptions', () => {
  it('notifies web3.js onAccountChange when a transfer changes the account', async () => {
    const payer = await fundedKeypair(LAMPORTS_PER_SOL)
    const recipient = Keypair.generate().publicKey
    const changes: number[] = []
    const subscription = connection.onAccountChange(recipient, (account) => changes.push(account.lamports), { commitment: 'confirmed' })
    await vi.waitFor(() => expect(rpc.openSubscriptions().account).toBe(1))
    await sendAndConfirmTransaction(connection, transfer(payer, recipient, LAMPORTS_PER_SOL / 4), [payer])
    await vi.waitFor(() => expect(changes).toEqual([LAMPORTS_PER_SOL / 4]))
    await connection.removeAccountChangeListener(subscription)
    await vi.waitFor(() => expect(rpc.openSubscriptions().account).toBe(0))
  })
})

describe('startSolanaRpc lifecycle', () => {
  it('serves on a given port and frees both ports on stop()', async () => {
    const probe = await startSolanaRpc()
    const port = Number(new URL(probe.rpcUrl).port)
    await probe.stop()
    const again = await startSolanaRpc({ port })
    expect(again.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    expect(again.wsUrl).toBe(`ws://127.0.0.1:${port + 1}`)
    const { socket } = await openSocket(again.wsUrl)
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await again.stop()
    await closed
    expect(socket.readyState).toBe(WebSocket.CLOSED)
    for (const freed of [port, port + 1]) {
      await new Promise<void>((resolve, reject) => {
        const server = createServer().once('error', reject)
        server.listen(freed, '127.0.0.1', () => server.close(() => resolve()))
      })
    }
  })
})
