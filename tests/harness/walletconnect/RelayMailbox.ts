/** One message the relay holds for a topic until its time to live runs out. */
export interface RelayMessage {
  topic: string
  /** The encrypted envelope, as published (base64). */
  message: string
  /** Milliseconds since the epoch, when the relay received it. */
  publishedAt: number
  /** Milliseconds since the epoch, after which it is dropped. */
  expiresAt: number
  tag?: number
  attestation?: string
  /** The client id (the `iss` of its auth token) of the publisher, who never receives it back. */
  publisherClientId: string
  /** The client ids that acknowledged it (or fetched it): it is not delivered to them again. */
  deliveredTo: Set<string>
}

/** What a publisher gives for a new message. */
export interface RelayMessageInput {
  topic: string
  message: string
  /** Seconds the message is kept. */
  ttl: number
  tag?: number
  attestation?: string
  publisherClientId: string
}

/**
 * The relay's mailbox: every published message is kept, with its time to live, and handed to each
 * client that subscribes to its topic later (or fetches it), once per client and never to its publisher.
 */
export class RelayMailbox {
  private readonly messagesByTopic = new Map<string, RelayMessage[]>()

  /** Keeps a new message; the same envelope published twice on a topic is kept once. */
  add(input: RelayMessageInput): RelayMessage {
    const now = Date.now()
    const held = this.messagesOn(input.topic)
    const existing = held.find((message) => message.message === input.message)
    if (existing) return existing
    const message: RelayMessage = {
      topic: input.topic,
      message: input.message,
      publishedAt: now,
      expiresAt: now + input.ttl * 1000,
      publisherClientId: input.publisherClientId,
      deliveredTo: new Set(),
      ...(input.tag !== undefined ? { tag: input.tag } : {}),
      ...(input.attestation !== undefined ? { attestation: input.attestation } : {}),
    }
    held.push(message)
    this.messagesByTopic.set(input.topic, held)
    return message
  }

  /** The unexpired messages on a topic that the client has not published nor received yet, oldest first. */
  pendingFor(topic: string, clientId: string): RelayMessage[] {
    return this.messagesOn(topic).filter((message) => message.publisherClientId !== clientId && !message.deliveredTo.has(clientId))
  }

  /** Notes that a client has the message, so that it is not delivered to it again. */
  markDelivered(message: RelayMessage, clientId: string): void {
    message.deliveredTo.add(clientId)
  }

  /** How many unexpired messages are held, on one topic or on all. */
  count(topic?: string): number {
    if (topic !== undefined) return this.messagesOn(topic).length
    let total = 0
    for (const key of [...this.messagesByTopic.keys()]) total += this.messagesOn(key).length
    return total
  }

  private messagesOn(topic: string): RelayMessage[] {
    const now = Date.now()
    const held = (this.messagesByTopic.get(topic) ?? []).filter((message) => message.expiresAt > now)
    if (held.length === 0) this.messagesByTopic.delete(topic)
    else this.messagesByTopic.set(topic, held)
    return held
  }
}
