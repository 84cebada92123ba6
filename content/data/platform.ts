/**
 * Platform values that the docs state but the specification does not fix:
 * limits, datasets, token lifetimes, plans and points. Each value is defined
 * here ONCE and written in MDX as `:data[limits.defaultRows]`; the build fails
 * on an unknown key, and the page renders the current value (so a change here
 * reaches every page that mentions it). Endpoints come from src/config/site.ts.
 *
 * Keep values as display strings or numbers; add a short comment saying what
 * each one means. Sections: endpoints, limits, datasets, tokens, plans, points, streams.
 */
import { site } from '../../src/config/site'

export const platform = {
  endpoints: {
    /** GraphQL over HTTP POST: queries. */
    graphqlHttp: site.endpoints.graphqlHttp,
    /** GraphQL over websocket (graphql-transport-ws): subscriptions, and queries if you like. */
    graphqlWebsocket: site.endpoints.graphqlWebsocket,
    /** The Solana gRPC stream: host and port, TLS; clients read it from CHAINSTRATA_GRPC_ENDPOINT. */
    solanaGrpc: site.endpoints.solanaGrpc,
    ide: site.urls.ide,
    account: site.urls.account,
  },
  limits: {
    /** Rows a cube returns when the query sets no `limit`. */
    defaultRows: 10_000,
    /** Largest `limit: {count}` accepted for one cube in one query. */
    maxRows: 25_000,
    /** A query still running after this many seconds is cancelled. */
    queryTimeoutSeconds: 60,
    /** Free plan: requests per minute across queries and new subscriptions. */
    freeRequestsPerMinute: 10,
    /** Paid plans: requests per minute. */
    paidRequestsPerMinute: 300,
    /** Subscriptions one websocket connection may carry at once. */
    subscriptionsPerConnection: 10,
    /** Websocket connections one token may hold open at once on the free plan. */
    freeConcurrentConnections: 2,
    /** How often an embed in cached mode re-runs its query at most. */
    embedCachedRefresh: 'once an hour',
  },
  datasets: {
    /** How far back the realtime dataset of the chain roots (EVM, Solana, Tron, TON) reaches. The Trading root has one store of its own (`realtime` is its only dataset value) with a longer history. */
    realtimeWindow: '8 hours',
    /** How far behind the chain head the archive dataset trails. */
    archiveDelay: 'about 30 minutes',
    /** Dataset a query reads when it sets no `dataset` argument. */
    defaultDataset: 'combined',
    /** Blocks a query reads when it sets no `select_blocks` argument. */
    defaultSelectBlocks: 'trunk',
    /** Block updates an EVM subscription sends when it sets no `trigger_on` argument: a new head of the main chain only. */
    defaultTriggerOn: 'head',
    /** Time from a block being produced to its rows being queryable in the realtime dataset. */
    realtimeLatency: 'a few seconds',
    /** Notice given on the blog before a breaking change to early-access (EAP) data, in days. */
    eapChangeNoticeDays: 7,
  },
  tokens: {
    /** Lifetime of an access token created in the account area. */
    accessTokenLifetime: '12 months',
    /** Access tokens one application may hold at once. */
    maxTokensPerApplication: 5,
    /** Days before expiry when the account area flags a token and emails the account owner. */
    expiryNoticeDays: 14,
    /** Applications one account may create. */
    maxApplicationsPerAccount: 20,
    /** Time for a revocation to reach every endpoint. */
    revocationDelay: 'within a minute',
  },
  plans: {
    /** Points included per month on the free plan. */
    freeMonthlyPoints: '10,000',
    /** Smallest monthly points allowance sold with a paid plan. */
    paidMonthlyPointsFrom: '1,000,000',
    /** Members (including the owner) a team on a paid plan includes before extra seats are billed. */
    teamSeatsIncluded: 5,
    /** Saved queries a free account may keep; paid plans have no cap. */
    freeSavedQueries: 50,
  },
  points: {
    /** Points one websocket subscription costs per minute while it is open. */
    subscriptionPerMinute: 40,
    /** When the monthly points allowance is refilled (unused points do not carry over). */
    resetSchedule: 'the first day of each calendar month at 00:00 UTC',
    /** Smallest charge for a query that runs, however little data it reads. */
    minimumPerQuery: 1,
    /** Share of the monthly allowance, in percent, at which the account owner is emailed. */
    usageAlertPercent: 80,
  },
  streams: {
    /** Kafka bootstrap servers, comma-separated; code reads them from CHAINSTRATA_KAFKA_BROKERS. */
    brokers: 'kafka-1.chainstrata.example:9093,kafka-2.chainstrata.example:9093,kafka-3.chainstrata.example:9093',
    /** Kafka security protocol every client must use. */
    securityProtocol: 'SASL_SSL',
    /** SASL mechanism of the Kafka username and password issued with a streams plan. */
    saslMechanism: 'SCRAM-SHA-512',
    /** How a topic name is built: network prefix, data stream, encoding. */
    topicPattern: '{network}.{stream}.proto',
    /** Network prefixes of topic names. */
    networks: 'eth, bsc, base, arbitrum, optimism, matic, opbnb, solana, tron, btc',
    /** Data streams of a network (Bitcoin has transactions only). */
    streamNames: 'transactions, tokens, dextrades',
    /** A complete topic name used in examples. */
    exampleTopic: 'eth.dextrades.proto',
    /** Consumer group IDs must start with the Kafka username and a hyphen. */
    consumerGroupPattern: '{username}-{purpose}',
    /** How long a topic keeps messages; a consumer that is away longer loses data. */
    retention: '24 hours',
    /** Partitions of one topic. */
    partitionsPerTopic: 12,
    /** Largest message the brokers send; set the client's fetch limits at least this high. */
    maxMessageSize: '10 MB',
    /** Typical time from a block being produced to its message being readable on the topic. */
    latency: 'about one second',
    /** Delivery guarantee of the topics. */
    delivery: 'at least once',
    /** Consumer groups one Kafka username may run at once. */
    consumerGroupsPerUser: 5,
    /** Object-storage bucket of the bulk protobuf exports. */
    exportBucket: 's3://chainstrata-exports',
    /** Region of the export bucket (reading from another region is billed as transfer by your provider). */
    exportRegion: 'us-east-1',
    /** Key layout of an export object. */
    exportObjectPattern: '{network}/{stream}/{million}/{first_block}-{last_block}.pb.zst',
    /** Blocks (slots on Solana) in one export object. */
    exportBlocksPerObject: 1_000,
    /**
     * Delay between the LAST block of an export object and the object being listed in the bucket. A block first
     * waits for the rest of its object: 1,000 blocks are about 3.3 hours of Ethereum (12 s blocks) but about
     * 3.3 minutes of Solana slots (200 ms since 2026-10-08; under 7 minutes at the earlier 400 ms), so a block's own delay is that wait plus this one (audit-00, issue 37).
     */
    exportDelay: 'about 30 minutes',
  },
} as const

export type Platform = typeof platform
