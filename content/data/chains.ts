/**
 * The chain table: the parameters the docs state about each chain the platform
 * serves (block or slot time, finality, native currency, fee rules), each with
 * the public document that confirms it, and each chain's illustrative clock.
 *
 * - MDX prose reads a value as `:data[chains.<chain>.<key>]` (for example
 *   `:data[chains.bsc.blockTime]` → "0.45 seconds"); `.since`, `.previous`,
 *   `.until` and `.source` reach the date, the earlier value and the source of
 *   a fact, and `blocksPerMinute` / `blocksPerHour` / `blocksPerDay` are
 *   derived from `blockTime` (src/mdx/node/chainFacts.ts). Code blocks cannot
 *   use directives: a literal there must equal the value here.
 * - Values are as of November 2026, the period the site's examples are set in.
 *   Where a value changed in 2025-26, `since` is the date it took effect and
 *   `previous` the value before (one step back; earlier steps are named in
 *   `source`).
 * - `clock` is one block (or slot, or masterchain seqno) at one time, derived
 *   from real blocks and the block times below; sample responses must agree
 *   with it (tests/lib/truth/samples.ts). Every clock is anchored at
 *   2026-11-24, and every block-time change happened by 2026-10-08, so
 *   `blockTime` holds across the whole `illustrativePeriod`.
 * - A source names a document and its date. "Confirmed" sources are the
 *   chain's own specifications, client code and release notes; where only a
 *   third-party report or an estimate was found, the source says so.
 *
 * Build-time only: browser code never imports this module.
 */
import type { Chain } from './chains.types'

export type ChainKey = 'ethereum' | 'bsc' | 'base' | 'arbitrum' | 'optimism' | 'polygon' | 'opbnb' | 'solana' | 'tron' | 'ton'

/**
 * The dates sample responses are set in (ISO dates, inclusive). It starts on
 * the day of the last block-time change of any chain (Solana's 200 ms slots,
 * epoch 1053, about 2026-10-08), so one block time per chain holds for every
 * sample, and it ends on the day the samples were last checked, so that no
 * sample lies in the future.
 */
export const illustrativePeriod = { from: '2026-10-08', to: '2026-11-26' }

const NETWORK_SOURCE_CORE = 'graphql-schema/evm.graphql, enum evm_network (bsc, eth, arbitrum)'
const NETWORK_SOURCE_EXT = 'graphql-schema/evm-extensions.graphql, extend enum evm_network (base, matic, optimism, opbnb); inventory/facts/evm-beyond-facts-enum-values.tsv'
const WEI_SOURCE = 'go-ethereum params/denomination.go (Ether = 1e18 wei), as in bnb-chain/bsc v1.7 (2026-04)'

const OP_FEE_MODEL =
  'OP Stack specs (ethereum-optimism/specs, 2026-04): fee = L2 execution gas × (base fee + priority fee) + L1 data fee + operator fee. ' +
  'The L1 data fee uses l1BaseFeeScalar and l1BlobBaseFeeScalar (Ecotone) on a FastLZ size estimate (Fjord); the operator fee (operatorFeeScalar, operatorFeeConstant) came with Isthmus.'

export const chains: Record<ChainKey, Chain> = {
  ethereum: {
    name: { value: 'Ethereum', source: 'graphql-schema/evm.graphql, enum evm_network: eth = "Ethereum mainnet (chain id 1)"' },
    root: 'EVM',
    network: { value: 'eth', source: NETWORK_SOURCE_CORE },
    chainId: { value: 1, display: '1', source: 'go-ethereum params/config.go MainnetChainConfig (ChainID 1), as in bnb-chain/bsc v1.7 (2026-04)' },
    blockTime: {
      value: 12,
      display: '12 seconds',
      source: 'Ethereum consensus specs, SECONDS_PER_SLOT = 12 (unchanged through 2026: EIP-8198 "Quick Slots" is a draft, 2026-03; Glamsterdam mainnet date still TBD in ethereum/pm#2205, 2026-09)',
    },
    finality: {
      value: 'about 13 minutes (two epochs of 32 slots)',
      source: 'Ethereum consensus specs (Casper FFG: a checkpoint is finalized after two justified epochs; 32 slots of 12 s per epoch = 12.8 minutes)',
    },
    nativeCurrency: { value: 'ETH', source: WEI_SOURCE },
    nativeDecimals: { value: 18, source: WEI_SOURCE },
    smallestUnit: { value: 'wei', source: WEI_SOURCE },
    fees: {
      model: {
        value: 'EIP-1559: the base fee per gas is set by the protocol each block and burned; the priority fee (tip) goes to the block proposer',
        source: 'EIP-1559 (Final), activated in the London upgrade at block 12,965,000, 2021-08-05',
      },
    },
    clock: {
      height: 26_473_943,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.02,
      slack: 25,
      source:
        'Real blocks: 22,431,084 at 2025-05-07T10:05:11Z (Pectra) and 23,935,694 at 2025-12-03T21:49:11Z (Fusaka; block numbers from the revm SpecId ' +
        'fork table, times from go-ethereum PragueTime 1746612311 and OsakaTime 1764798551). Between them 1,504,610 blocks filled ' +
        '1,515,520 slots (0.99280 blocks a slot, missed slots included). From Fusaka to 2026-11-24T00:00:00Z: 30,679,849 s / 12 = 2,556,654 slots ' +
        '× 0.99280 = 2,538,249 blocks; 23,935,694 + 2,538,249 = 26,473,943.',
    },
  },

  bsc: {
    name: { value: 'BNB Smart Chain', source: 'graphql-schema/evm.graphql, enum evm_network: bsc = "BNB Smart Chain (chain id 56)"' },
    root: 'EVM',
    network: { value: 'bsc', source: NETWORK_SOURCE_CORE },
    chainId: { value: 56, display: '56', source: 'bnb-chain/bsc params/config.go BSCChainConfig, ChainID 56 (v1.7, 2026-04)' },
    blockTime: {
      value: 0.45,
      display: '0.45 seconds',
      since: '2026-01-14',
      previous: {
        value: 0.75,
        display: '0.75 seconds',
        until: '2026-01-14',
        source: 'BEP-524 (Maxwell hard fork, 2025-06-30 02:30 UTC)',
      },
      source:
        'BEP-619 (Fermi hard fork, mainnet 2026-01-14 02:30 UTC; docs.bnbchain.org "Fermi Upgrade of BSC"; bnb-chain/bsc FermiTime 1768357800, ' +
        'fermiBlockInterval 450 ms). Earlier: 3 s → 1.5 s at Lorentz (BEP-520, 2025-04-29), 1.5 s → 0.75 s at Maxwell (BEP-524, 2025-06-30). ' +
        'No later change through the Mendel (2026-04-28) and Pasteur (2026-08-25) hard forks.',
    },
    finality: {
      value: 'about 1 second with fast finality; about 108 seconds (240 blocks) if fast finality stalls',
      source: 'BEP-619 §6.3 Block Finality (2025-09; Fermi, 2026-01-14): ~1.125 s with fast finality, 240 blocks ≈ 108 s for >2/3 natural confirmation',
    },
    nativeCurrency: { value: 'BNB', source: WEI_SOURCE },
    nativeDecimals: { value: 18, source: WEI_SOURCE },
    smallestUnit: { value: 'wei', source: WEI_SOURCE },
    fees: {
      minGasPrice: {
        value: 0.05,
        display: '0.05 gwei',
        source:
          'Minimum gas price the validators accept (a validator setting, not consensus; BSC has no burned base fee, BaseFee = 0 since Hertz). ' +
          'chainflip-eth-contracts PR #535 (2026-07-07): "the BSC mainnet minimum is 0.05 Gwei"; node-real/bsc-erigon PR #773 "adjust gas price limit to 0.05gwei". ' +
          'Earlier steps: 1 gwei → 0.1 gwei by the validators in May 2025 (reported; bsc-erigon PR #675), then 0.1 → 0.05 gwei in autumn 2025; the exact date of the 0.05 gwei step was not confirmed.',
      },
    },
    clock: {
      height: 135_406_225,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.02,
      slack: 100,
      source:
        'Real block: 80,004,141 imported at 2026-02-08T10:44:22 (node log in bnb-chain/bsc issue #3548, 2026-02-08; 0.45 s apart, read as UTC). ' +
        'To 2026-11-24T00:00:00Z: 24,930,938 s / 0.45 = 55,402,084 blocks → 135,406,225. Cross-check: block 38,138,871 at 2024-04-24T13:31:19 ' +
        '(issue #2422) carried through Lorentz (3 s → 1.5 s, 2025-04-29 05:05), Maxwell (→ 0.75 s, 2025-06-30 02:30) and Fermi (→ 0.45 s, ' +
        '2026-01-14 02:30) gives 80,025,260 for 2026-02-08T10:44:22Z (0.03 % of the span off). No BSC block-at-date from 2025 itself was found.',
    },
  },

  base: {
    name: { value: 'Base', source: 'graphql-schema/evm-extensions.graphql: base = "Base, an optimistic rollup on Ethereum (chain id 8453)"' },
    root: 'EVM',
    network: { value: 'base', source: NETWORK_SOURCE_EXT },
    chainId: { value: 8453, display: '8453', source: 'base/base crates/consensus/registry/configs/base-mainnet.toml, chain_id = 8453 (2026-03)' },
    blockTime: {
      value: 2,
      display: '2 seconds',
      source:
        'base/base base-mainnet.toml, block_time = 2 (2026-03; earlier in superchain-registry configs/mainnet/base.toml until its removal on 2026-04-27). ' +
        'Flashblocks (200 ms preconfirmations, 2025) do not change the block time. No later change found.',
    },
    finality: {
      value: 'sequenced at once; final when its batch is in a finalized Ethereum block, typically 20 to 30 minutes',
      source: 'OP Stack docs, "Transaction finality" (ethereum-optimism/docs PR #1093, 2024-11): finalized when its data is in a finalized Ethereum block, typically around 20-30 minutes',
    },
    nativeCurrency: { value: 'ETH', source: WEI_SOURCE },
    nativeDecimals: { value: 18, source: WEI_SOURCE },
    smallestUnit: { value: 'wei', source: WEI_SOURCE },
    fees: {
      model: {
        value: 'L2 execution fee (gas × base fee plus priority fee) + L1 data fee + operator fee',
        source: `${OP_FEE_MODEL} Base: Ecotone 2024-03-14, Fjord 2024-07-10, Isthmus 2025-05-09, Jovian 2025-12-02 (base-mainnet.toml).`,
      },
      l1FeeFields: {
        value: 'l1BaseFeeScalar, l1BlobBaseFeeScalar',
        source: 'OP Stack specs, Ecotone and Fjord exec-engine (l1Fee = estimatedSize × (l1BaseFeeScalar × l1BaseFee × 16 + l1BlobBaseFeeScalar × l1BlobBaseFee) / 1e12), ethereum-optimism/specs 2026-04',
      },
    },
    clock: {
      height: 54_344_527,
      time: '2026-11-24T00:00:01Z',
      tolerance: 0.001,
      slack: 2,
      source:
        'Exact: an OP Stack chain has one block per 2 s after genesis. base-mainnet.toml genesis l2_time 1686789347 (block 0), block_time 2, so ' +
        'block n is at 1686789347 + 2n; 2026-11-24T00:00:01Z (1795478401) is block (1795478401 - 1686789347) / 2 = 54,344,527.',
      aligned: { seconds: 2, source: 'base-mainnet.toml: genesis l2_time 1686789347 (odd) and block_time 2, so every Base block time is an odd second' },
    },
  },

  arbitrum: {
    name: { value: 'Arbitrum One', source: 'graphql-schema/evm.graphql, enum evm_network: arbitrum = "Arbitrum One, a rollup on Ethereum (chain id 42161)"' },
    root: 'EVM',
    network: { value: 'arbitrum', source: NETWORK_SOURCE_CORE },
    chainId: { value: 42161, display: '42161', source: 'Arbitrum One chain ID 42161 (0xa4b1): OffchainLabs/arbitrum-chain-sdk parent-chain tables (2024-05) and public RPC readings (2026)' },
    blockTime: {
      value: 0.25,
      display: '0.25 seconds',
      source:
        'Arbitrum Nitro sequencer --execution.sequencer.max-block-speed, default 250 ms (OffchainLabs/arbitrum-docs PR #3053, 2026-02); ' +
        'observed average 0.2507 s from block 348,346,856 (2025-06-17) to 511,463,299 (2026-10-04). Blocks come as transactions arrive, so the interval varies.',
    },
    finality: {
      value: 'soft-confirmed by the sequencer at once; final when its batch is in a finalized Ethereum block (tens of minutes)',
      source: 'Arbitrum docs, "Finality and chain reorganizations" and "How to configure Delayed Inbox finality" (docs.arbitrum.io, 2026)',
    },
    nativeCurrency: { value: 'ETH', source: WEI_SOURCE },
    nativeDecimals: { value: 18, source: WEI_SOURCE },
    smallestUnit: { value: 'wei', source: WEI_SOURCE },
    fees: {},
    clock: {
      height: 529_022_184,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.05,
      slack: 100,
      source:
        'Real blocks: 348,346,856 at 2025-06-17T16:00:00Z (ArbOS 40 / Prague activation, alloy-rs/hardforks arbitrum/mainnet.rs ARBITRUM_ONE_PRAGUE_BLOCK ' +
        'and _TIMESTAMP 1750176000) and 511,463,299 at 2026-10-04T01:01:38Z (public RPC reading in the Apify "Arbitrum One Pulse" example). ' +
        'Average 0.250739 s a block; to 2026-11-24T00:00:00Z: 4,402,622 s / 0.250739 = 17,558,885 blocks → 529,022,184.',
    },
  },

  optimism: {
    name: { value: 'OP Mainnet', source: 'graphql-schema/evm-extensions.graphql: optimism = "OP Mainnet, the Optimism rollup on Ethereum (chain id 10)"' },
    root: 'EVM',
    network: { value: 'optimism', source: NETWORK_SOURCE_EXT },
    chainId: { value: 10, display: '10', source: 'ethereum-optimism/superchain-registry superchain/configs/mainnet/op.toml, chain_id = 10 (2026-08)' },
    blockTime: {
      value: 2,
      display: '2 seconds',
      source: 'ethereum-optimism/superchain-registry configs/mainnet/op.toml, block_time = 2 (2026-08, after the Karst upgrade of 2026-07-08)',
    },
    finality: {
      value: 'sequenced at once; final when its batch is in a finalized Ethereum block, typically 20 to 30 minutes',
      source: 'OP Stack docs, "Transaction finality" (ethereum-optimism/docs PR #1093, 2024-11): typically around 20-30 minutes after submission',
    },
    nativeCurrency: { value: 'ETH', source: WEI_SOURCE },
    nativeDecimals: { value: 18, source: WEI_SOURCE },
    smallestUnit: { value: 'wei', source: WEI_SOURCE },
    fees: {
      model: {
        value: 'L2 execution fee (gas × base fee plus priority fee) + L1 data fee + operator fee',
        source: `${OP_FEE_MODEL} OP Mainnet: Ecotone 2024-03-14, Fjord 2024-07-10, Isthmus 2025-05-09, Jovian 2025-12-02 (op.toml).`,
      },
      l1FeeFields: {
        value: 'l1BaseFeeScalar, l1BlobBaseFeeScalar',
        source: 'OP Stack specs, Ecotone and Fjord exec-engine (l1Fee = estimatedSize × (l1BaseFeeScalar × l1BaseFee × 16 + l1BlobBaseFeeScalar × l1BlobBaseFee) / 1e12), ethereum-optimism/specs 2026-04',
      },
    },
    clock: {
      height: 159_939_812,
      time: '2026-11-24T00:00:01Z',
      tolerance: 0.001,
      slack: 2,
      source:
        'Exact: op.toml genesis (Bedrock) l2_time 1686068903 at block 105,235,063, block_time 2, so block n is at 1686068903 + 2 (n - 105,235,063); ' +
        '2026-11-24T00:00:01Z (1795478401) is block 105,235,063 + 54,704,749 = 159,939,812.',
      aligned: { seconds: 2, source: 'op.toml: Bedrock genesis l2_time 1686068903 (odd) and block_time 2, so every OP Mainnet block time since Bedrock is an odd second' },
    },
  },

  polygon: {
    name: { value: 'Polygon PoS', source: 'graphql-schema/evm-extensions.graphql: matic = "Polygon PoS, formerly Matic (chain id 137)"' },
    root: 'EVM',
    network: { value: 'matic', source: NETWORK_SOURCE_EXT },
    chainId: { value: 137, display: '137', source: '0xPolygon/bor internal/cli/server/chains/mainnet.go, ChainID 137 (2025-09)' },
    blockTime: {
      value: 1.5,
      display: '1.5 seconds',
      since: '2026-05-19',
      previous: { value: 1.75, display: '1.75 seconds', until: '2026-05-19', source: 'PIP-86, first step on 2026-05-05' },
      source:
        'PIP-86 (Final, 2026-06-09): block time cut from about 2 s to 1.75 s on 2026-05-05 and to 1.5 s on 2026-05-19, made possible by PIP-75 ' +
        '(Madhugiri hard fork, 2025-12-09: consensus period 1 s, producer block time configurable). Consistent with the Chicago (block 87,218,600, ' +
        '2026-05-21) and Valencia (block 89,531,000, public release 2026-07-02) activations. Before 2026-05-05: 2 s (bor Period).',
    },
    finality: {
      value: 'final in about 2 to 5 seconds, once a Heimdall milestone covers the block',
      source: 'Polygon docs, PoS finality (Heimdall v2, live 2025-07-10), as quoted in wormhole-sdk-ts PR #942 (2025-10-30): deterministic finality in 2-5 seconds',
    },
    nativeCurrency: {
      value: 'POL',
      since: '2024-09-04',
      previous: { value: 'MATIC', until: '2024-09-04' },
      source: 'Polygon MATIC → POL migration (PIP-42; Polygon Labs, 2024-07-18): POL replaced MATIC as the native gas and staking token of Polygon PoS on 2024-09-04',
    },
    nativeDecimals: { value: 18, source: `${WEI_SOURCE}; bor is a go-ethereum fork` },
    smallestUnit: { value: 'wei', source: WEI_SOURCE },
    fees: {
      minPriorityFee: {
        value: 25,
        display: '25 gwei',
        source:
          'PIP-35 (Final, 2024): bor enforces a 25 gwei minimum gas price / priority fee (params.BorDefaultMinerGasPrice and BorDefaultTxPoolPriceLimit = 25 gwei, ' +
          '0xPolygon/bor 2025-09). PIP-59 (moving the floor into the base fee) was still in peer review; no 2026 change was found.',
      },
    },
    clock: {
      height: 97_956_200,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.03,
      slack: 20,
      source:
        'From the Chicago hard fork, block 87,218,600 with target time 2026-05-21T14:00:00Z (0xPolygon/erigon PR #153 and bor v2.8.0, 2026-05), ' +
        'at 1.5 s: 16,106,400 s / 1.5 = 10,737,600 blocks → 97,956,200. Checks: Bhilai block 73,440,256 estimated for 2025-07-01T09:11:25Z ' +
        '(bor PR #1581) and Dandeli block 81,424,000 estimated for 2026-01-09T14:00Z (bor v2.5.6) give 2.08 s a block in 2025; Valencia block ' +
        '89,531,000 falls on 2026-06-30 at 1.5 s, two days before its public release. Real blocks can run a little slower than 1.5 s.',
    },
  },

  opbnb: {
    name: { value: 'opBNB', source: 'graphql-schema/evm-extensions.graphql: opbnb = "opBNB, an optimistic rollup on BNB Smart Chain (chain id 204)"' },
    root: 'EVM',
    network: { value: 'opbnb', source: NETWORK_SOURCE_EXT },
    chainId: { value: 204, display: '204', source: 'bnb-chain/opbnb op-node/chaincfg/chains.go OPBNBMainnet, L2ChainID 204 (2025-11)' },
    blockTime: {
      value: 0.25,
      display: '0.25 seconds',
      since: '2026-01-07',
      previous: { value: 0.5, display: '0.5 seconds', until: '2026-01-07', source: 'Volta upgrade (BEP-543), 2025-04-21 03:00 UTC' },
      source:
        'Fourier upgrade of opBNB, mainnet 2026-01-07 03:00 UTC (docs.bnbchain.org "Fourier Upgrade of opBNB"; bnb-chain/opbnb v0.5.5, FourierTime 1767754800, ' +
        'MillisecondBlockIntervalFourier = 250). Earlier: 1 s → 0.5 s at Volta (BEP-543, 2025-04-21).',
    },
    finality: {
      value: 'sequenced at once; final when its batch is in a finalized BNB Smart Chain block',
      source: 'bnb-chain/opbnb v0.5.5 release notes (2025-12): the sequencer and derivation follow the finalized L1 (BSC) block; OP Stack finality rules',
    },
    nativeCurrency: { value: 'BNB', source: 'bnb-chain/opbnb; opBNB pays gas in BNB bridged from BNB Smart Chain' },
    nativeDecimals: { value: 18, source: WEI_SOURCE },
    smallestUnit: { value: 'wei', source: WEI_SOURCE },
    fees: {
      model: {
        value: 'L2 execution fee (gas × base fee plus priority fee) + L1 data fee',
        source: 'OP Stack fee rules as forked by bnb-chain/opbnb (Ecotone 2024-06-20, Fjord 2024-09-24 in op-node/chaincfg/chains.go); the L1 data is posted to BNB Smart Chain',
      },
    },
    clock: {
      height: 209_445_877,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.001,
      slack: 4,
      source:
        'Exact, from bnb-chain/opbnb op-node/chaincfg/chains.go and rollup/types.go (2025-11): genesis L2Time 1691753723 at block 0, 1 s blocks to Volta ' +
        '(1745204400, block 53,450,677), 0.5 s to Fourier (1767754800, block 98,551,477), then 4 blocks a second: 2026-11-24T00:00:00Z is ' +
        '98,551,477 + 27,723,600 × 4 = 209,445,877. Times shown in whole seconds match 4 blocks each.',
    },
  },

  solana: {
    name: { value: 'Solana', source: 'graphql-schema/solana.graphql, enum solana_network: solana = "Solana mainnet-beta."' },
    root: 'Solana',
    network: { value: 'solana', source: 'graphql-schema/solana.graphql, enum solana_network; inventory/facts/nonevm-observed-enum-values.tsv' },
    blockTime: {
      value: 0.2,
      display: '200 ms',
      since: '2026-10-08',
      previous: { value: 0.25, display: '250 ms', until: '2026-10-08', source: 'SIMD-0525 third step, effective at epoch 1037 (about 2026-09-18)' },
      source:
        'SIMD-0525 "Reduce Slot Times" (2026-05), four feature gates, each effective one epoch after activation: 350 ms from epoch 1020 (~2026-08-22), ' +
        '300 ms from 1024 (~2026-08-29), 250 ms from 1037 (~2026-09-18), 200 ms from 1053 (~2026-10-08). Mainnet activation slots 440,208,000 / 441,936,000 / ' +
        '447,552,000 / 454,464,000 from a feature status table checked on mainnet 2026-10-08; dates from epoch arithmetic (432,000 slots an epoch). ' +
        'Before 2026-08: 400 ms slots.',
    },
    finality: {
      value: 'confirmed in under a second; finalized (rooted) about 32 slots later, about 6.5 seconds at 200 ms slots',
      source:
        'Finalized after 32 confirmed slots, ~12.8 s at 400 ms (OpenChainBench l1-finality benchmark, 2026); solana-private-channels PR #326 (2026-09-18): "finality is still about 8 seconds ' +
        'until Alpenglow activates" at 250 ms. Alpenglow (SIMD-0326) was not active on mainnet as of 2026-10-08.',
    },
    nativeCurrency: { value: 'SOL', source: 'solana.com docs, Fees (2026): fees are paid in SOL; LAMPORTS_PER_SOL = 1,000,000,000 (Solana SDK)' },
    nativeDecimals: { value: 9, source: 'Solana SDK, LAMPORTS_PER_SOL = 1_000_000_000' },
    smallestUnit: { value: 'lamport', source: 'Solana SDK, LAMPORTS_PER_SOL = 1_000_000_000' },
    fees: {
      baseFeePerSignature: {
        value: 5000,
        display: '5,000 lamports per signature',
        source: 'solana.com docs, "Fee Structure" (2026): base fee = signatures × lamports_per_signature (currently 5,000)',
      },
      feeSplit: {
        value: 'base fee: 50 % burned, 50 % to the block producer; prioritization fee: 100 % to the block producer',
        source: 'solana.com docs, "Fee Structure" (2026), DEFAULT_BURN_PERCENT = 50',
      },
    },
    clock: {
      height: 475_191_000,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.02,
      slack: 100,
      source:
        'Real slots: 329,849,011 at 2025-03-29T01:28:10Z (Chainstack docs, "Solana: Understanding block time") and about 446,970,000 on 2026-09-14 ' +
        '(epoch 1034; solana-improvement-documents PR #638, read here as 12:00 UTC). Forward from the 2026 slot with SIMD-0525 slot times: epoch 1034 ' +
        'ends at 300 ms, 1035-1036 at 300 ms, 1037-1052 at 250 ms, epoch 1053 starts at slot 454,896,000 about 2026-10-08T00:30Z, then 200 ms: ' +
        '2026-11-24T00:00:00Z is slot 454,896,000 + 4,059,000 s / 0.2 = 475,191,000. The 2025 slot at a flat 400 ms before August 2026 lands 1.5 days ' +
        'later (slots ran about 0.3 % faster than 400 ms), so the 2026 slot was used.',
    },
  },

  tron: {
    name: { value: 'Tron', source: 'graphql-schema/tron.graphql, enum tron_network: tron = "Tron mainnet."' },
    root: 'Tron',
    network: { value: 'tron', source: 'graphql-schema/tron.graphql, enum tron_network; inventory/facts/nonevm-observed-enum-values.tsv' },
    blockTime: {
      value: 3,
      display: '3 seconds',
      source: 'TRON docs, mechanism-algorithm/dpos.md (tronprotocol/documentation-en, 2026-07): every 3 seconds is a slot; 27 super representatives take turns',
    },
    finality: {
      value: 'irreversible ("solidified") once 19 of the 27 super representatives have built on it, about 19 blocks (about 1 minute)',
      source: 'TRON docs, mechanism-algorithm/dpos.md (2026-07): solidified when acknowledged by 70 % of SRs, 18 later blocks by distinct SRs plus the producer',
    },
    nativeCurrency: { value: 'TRX', source: 'TRON docs, json-rpc eth_gasPrice (2026-07): 1 TRX = 1e6 sun' },
    nativeDecimals: { value: 6, source: 'TRON docs, json-rpc eth_gasPrice (2026-07): 1 TRX = 1e6 sun' },
    smallestUnit: { value: 'sun', source: 'TRON docs, json-rpc eth_gasPrice (2026-07): 1 TRX = 1e6 sun' },
    fees: {
      energyPrice: {
        value: 100,
        display: '100 sun',
        since: '2025-08-29',
        previous: { value: 210, display: '210 sun', until: '2025-08-29', source: 'TIP-668 (2024-08): 420 → 210 sun, in force from about 2024-09' },
        source:
          'TRON committee Proposal #104 (from TIP-789, "Decrease the transaction fees", 2025-08-08): energy unit price 210 → 100 sun, voted 2025-08-26 to 2025-08-29 ' +
          'and in force on approval (GasPeek, "Tron slashes fees 50% after Proposal #104", 2025-08-29); TRON docs overview (2026-07): 1 Energy = 100 SUN. ' +
          'Chain parameter getEnergyFee; no later change found.',
      },
      bandwidthPrice: {
        value: 1000,
        display: '1,000 sun per byte',
        source: 'TRON docs, mechanism-algorithm/resource.md and introduction/overview.md network parameter #3 TRANSACTION_FEE (tronprotocol/documentation-en, 2026-07): burn fee = transaction size in bytes × 1,000 sun',
      },
      freeBandwidth: {
        value: 600,
        display: '600 bandwidth points a day',
        source: 'TRON docs, mechanism-algorithm/resource.md (2026-07): every account gets a daily free allowance set by committee parameter #61, currently 600; not usable for transactions that create an account',
      },
    },
    clock: {
      height: 88_266_153,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.01,
      slack: 10,
      source:
        'Real blocks: 72,034,061 generated 2025-05-09T02:27:24Z (java-tron issue #6312, 2025-05-10) and 57,156,498 at 2023-12-09T06:15:18Z (timestamp 1702102518000, ' +
        'issue #5609): 3.0015 s a block on average (empty slots and maintenance periods). To 2026-11-24T00:00:00Z: 48,975,276 s / 3.0015 = 16,232,092 blocks ' +
        '→ 88,266,153.',
    },
  },

  ton: {
    name: { value: 'TON', source: 'graphql-schema/ton.graphql, enum ton_network: ton = "TON mainnet."' },
    root: 'Ton',
    network: { value: 'ton', source: 'graphql-schema/ton.graphql, enum ton_network; inventory/facts/nonevm-observed-enum-values.tsv' },
    blockTime: {
      value: 0.4,
      display: '0.4 seconds',
      since: '2026-04-09',
      previous: { value: 2.5, display: '2.5 seconds', until: '2026-04-09' },
      source:
        'TON docs, "How to adopt sub-second finality" (ton-blockchain/docs, 2026-08): Catchain 2.0 on mainnet, block interval about 400 ms since 2026-04-09, ' +
        'about 2.5 s before (basechain vote 2026-04-02, masterchain and basechain fast consensus 2026-04-07).',
    },
    finality: {
      value: 'final once a masterchain block includes it, about 1 second',
      source: 'TON docs, payments overview and sub-second finality (ton-blockchain/docs PR #2075, 2026-04-10): finality after one masterchain block, typically within 1 second',
    },
    nativeCurrency: {
      value: 'GRAM',
      display: 'GRAM',
      since: '2026-06-08',
      previous: { value: 'TON', display: 'TON (Toncoin)', until: '2026-06-08' },
      source:
        'On-chain vote to rename Toncoin (TON) to Gram (GRAM), announced 2026-06-01, closed 2026-06-08 (~79 % for); ticker change only, no swap. ' +
        'TON docs style guide and rebrand commit e28fe7a (ton-blockchain/docs, 2026-06-23); Coin Metrics cutover 2026-06-30. The network is still TON.',
    },
    nativeDecimals: { value: 9, source: 'TON docs API v2 (2026): 1 GRAM = 1,000,000,000 nanograms' },
    smallestUnit: {
      value: 'nanogram',
      since: '2026-06-08',
      previous: { value: 'nanoton', until: '2026-06-08' },
      source: 'TON docs API v2 and rebrand commit e28fe7a (2026-06-23): nanoton → nanogram, 10^9 per coin',
    },
    fees: {},
    clock: {
      height: 108_577_506,
      time: '2026-11-24T00:00:00Z',
      tolerance: 0.05,
      slack: 50,
      source:
        'Masterchain seqno (the Ton cubes\' Block.Number is a shard seqno, which this clock does not model). Real seqnos: 43,792,209 at 2025-01-09T20:18:17Z ' +
        '(persistent state, ton-blockchain.github.io PR #19) and 61,579,506 processed about 2026-04-20T10:00Z (ton-blockchain/ton issue #2311, 2026-04-20); ' +
        'between them 2.56 s a block before 2026-04-09 and 0.4 s after. To 2026-11-24T00:00:00Z at 0.4 s: 18,799,200 s / 0.4 = 46,998,000 → 108,577,506. ' +
        'The 2026-04-20 reading is uncertain by a few hours and the real interval may exceed 0.4 s, so expect a few percent of error.',
    },
  },
}
