import * as t from 'io-ts'

const topic = t.string
const publishParams = t.intersection([
  t.type({ topic, message: t.string, ttl: t.number }),
  t.partial({ tag: t.number, prompt: t.boolean, attestation: t.string }),
])
/** What `wc_proposeSession` and `wc_approveSession` carry besides their messages (`publishCustom`'s options). */
const customPublishOptions = t.partial({ ttl: t.number, tag: t.number, prompt: t.boolean, attestation: t.string })

/**
 * The params of each method the relay answers, as `@walletconnect/core` 2.25 sends them
 * (`@walletconnect/relay-api`'s `RelayJsonRpc` for the `irn_*` methods; the sign client's
 * `sendProposeSession`/`sendApproveSession` for the `wc_*` ones). Members a client adds beyond these
 * (such as the `correlationId` of its TVF data) are let through and ignored.
 */
export const relayMethodParams = {
  irn_subscribe: t.type({ topic }),
  irn_batchSubscribe: t.type({ topics: t.array(topic) }),
  irn_unsubscribe: t.intersection([t.type({ topic }), t.partial({ id: t.string })]),
  irn_batchUnsubscribe: t.type({ subscriptions: t.array(t.intersection([t.type({ topic }), t.partial({ id: t.string })])) }),
  irn_publish: publishParams,
  irn_batchPublish: t.type({ messages: t.array(publishParams) }),
  irn_batchFetchMessages: t.type({ topics: t.array(topic) }),
  wc_proposeSession: t.intersection([t.type({ pairingTopic: topic, sessionProposal: t.string }), customPublishOptions]),
  wc_approveSession: t.intersection([
    t.type({ sessionTopic: topic, pairingTopic: topic, sessionProposalResponse: t.string, sessionSettlementRequest: t.string }),
    customPublishOptions,
  ]),
} as const
