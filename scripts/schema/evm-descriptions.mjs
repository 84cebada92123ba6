/**
 * Description rules for graphql-schema/evm.graphql, used by describe-evm.mjs
 * to fill descriptions that are still missing. Written by us from the schema
 * facts; where a fact was not known (a unit, a direction), the text says what
 * the field is rather than guessing.
 */

/** The 12 cubes: what one row is, and when to use the cube. */
export const CUBES = {
  BalanceUpdate: {
    root: 'BalanceUpdates',
    row: 'one change of one balance: an address, a currency, and the amount by which its balance went up or down, with the block, transaction, call and log that caused it',
    use: 'Use it for balances (sum the changes of an address), balance histories and holder statistics, in the native currency and in tokens.',
  },
  Block: {
    root: 'Blocks',
    row: 'one block: its number, hash, time, gas and header fields',
    use: 'Use it for block times and heights, gas usage per block, and to follow new blocks with a subscription.',
  },
  Call: {
    root: 'Calls',
    row: 'one call of the execution trace: the top-level call of a transaction or one internal call it made, with its caller, callee, value, gas, input and output, and the decoded arguments and return values when the function is known',
    use: 'Use it for internal transactions, contract method calls with their arguments, contract creations, self-destructs and storage changes.',
  },
  DEXTradeByToken: {
    root: 'DEXTradeByTokens',
    row: 'one trade seen from one of its two tokens: `Trade` describes the row\'s token and `Trade.Side` the other one, so each swap appears twice, once per token',
    use: 'Use it for everything about one token: its price and OHLC candles, volume, trade counts and traders, whichever side of the pair it was on.',
  },
  DEXTrade: {
    root: 'DEXTrades',
    row: 'one trade on a decentralized exchange, with its buy side (`Trade.Buy`) and sell side (`Trade.Sell`), the DEX that executed it and the transaction and log it came from',
    use: 'Use it to list trades of a pool, a protocol or a trader as they happened; for per-token statistics prefer `EVM.DEXTradeByTokens`.',
  },
  Event: {
    root: 'Events',
    row: 'one log entry (event) emitted by a contract, with its topics, its arguments decoded when the ABI is known, and the call, transaction and block it belongs to',
    use: 'Use it to watch or search any contract event, for example ERC-20 `Transfer` or a protocol\'s own events.',
  },
  MinerReward: {
    root: 'MinerRewards',
    row: 'the reward paid for one block to its producer: static reward, transaction fees, burnt fees and uncle rewards',
    use: 'Use it for validator or miner income and fee statistics per block or per period.',
  },
  TokenHolder: {
    root: 'TokenHolders',
    row: 'one holder of one token on the requested date: the balance at that date and statistics of its balance updates',
    use: 'Use it for holder lists and counts, top holders and distribution measures such as `gini` or `nakamoto`. The `EVM.TokenHolders` field needs a `date` and a `tokenSmartContract`.',
  },
  Transaction: {
    root: 'Transactions',
    row: 'one transaction: sender, recipient, value, gas, fees, receipt and status',
    use: 'Use it for transaction lists of an address, fee and gas statistics, contract deployments and transaction counts.',
  },
  Transfer: {
    root: 'Transfers',
    row: 'one movement of value from a sender to a receiver: the native currency moved by a transaction or an internal call, or a token (fungible or not) moved by a token contract',
    use: 'Use it for payment histories, token flows between addresses, NFT transfers and volume per currency.',
  },
  Uncle: {
    root: 'Uncles',
    row: 'one uncle (ommer) block and the block that included it',
    use: 'Use it on proof-of-work history to study uncle rates and rewards.',
  },
  WasOnBranch: {
    root: null,
    row: 'one record of a block and an uncle, with the fields `Block` and `Uncle`',
    use: 'No root field returns it in this schema version (`EVM` and `EVM_Subscription` have no field for it), so it cannot be queried; its types are listed for completeness.',
  },
}

/** Metrics shared by every cube: [what it computes, extra note]. */
export const METRICS = {
  count: 'Number of rows, or with `distinct`, number of distinct values of the listed fields. Returned as a decimal string.',
  sum: 'Sum of the numeric field `of` over the rows. Returned as a decimal string, to keep full precision.',
  average: 'Arithmetic mean of the numeric field `of`.',
  median: 'Median of the numeric field `of`.',
  quantile: 'Quantile of the numeric field `of` at `level` (0.5, the default, is the median).',
  uniq: 'Number of distinct combinations of values of the fields `of`. Returned as a decimal string; `method: approximate` trades exactness for speed.',
  standard_deviation: 'Standard deviation of the numeric field `of`.',
  dispersion: 'Dispersion (spread) of the numeric field `of` around its mean.',
  skew: 'Skewness of the distribution of the numeric field `of`: how lopsided it is.',
  kurtosis: 'Kurtosis of the distribution of the numeric field `of`: how heavy its tails are.',
  entropy: 'Shannon entropy of the values of the field `of`.',
  gini: 'Gini coefficient of the numeric field `of`, from 0 (all values equal) to 1 (one row holds everything). Useful for token holder concentration.',
  nakamoto: 'Nakamoto coefficient: the smallest number of rows whose values of `of` together reach the share `ratio` (0.51 by default) of the total. Useful for holder or producer concentration.',
  theil_index: 'Theil index of the numeric field `of`, an inequality measure: 0 when all values are equal, larger when they are concentrated.',
  correlation: 'Pearson correlation of the fields `of` and `with`, from -1 to 1.',
  rank_correlation: 'Rank (Spearman) correlation of the fields `of` and `with`, from -1 to 1.',
  covariance: 'Covariance of the fields `of` and `with`.',
  contingency: 'Contingency coefficient: the strength of association between the values of `of` and `with`, treated as categories.',
  cramers: "Cramér's V: association between the values of `of` and `with`, treated as categories, from 0 (none) to 1 (complete).",
  cramers_bias_corrected: "Cramér's V with bias correction, more reliable on small samples.",
  theils_corrected: "Theil's U (uncertainty coefficient) of `of` given `with`, with bias correction: how much knowing `with` tells about `of`.",
  theils: "Theil's U (uncertainty coefficient) of `of` given `with`: how much knowing `with` tells about `of`.",
}

/** Arguments of metrics. */
export const METRIC_ARGS = {
  of: 'The field to compute the metric on.',
  'uniq.of': 'The fields whose distinct value combinations are counted.',
  with: 'The second field, compared with `of`.',
  if: 'Only rows that match this filter are included in the metric; other selected fields are not affected.',
  selectWhere: 'Keeps only the result rows whose metric value matches this condition (a filter applied after aggregation).',
  distinct: 'Counts distinct values of these fields instead of rows.',
  method: 'Calculation method: `exact`, or `approximate` (faster, estimated).',
  level: 'Quantile level between 0 and 1.',
  ratio: 'Share of the total, between 0 and 1, that the counted rows must reach.',
}

/** Arguments of dimension (leaf) fields. */
export const FIELD_ARGS = {
  if: 'Only rows that match this filter are considered when the value is chosen (useful with `maximum` or `minimum`).',
  selectWhere: 'Keeps only the result rows whose value of this field matches this condition.',
  maximum: 'Returns the value from the row where the given field is largest, for example the latest `Block_Number`.',
  minimum: 'Returns the value from the row where the given field is smallest, for example the earliest `Block_Time`.',
  interval: 'Rounds the value down to buckets of `count` units `in` (for example 5 minutes), so rows group into time series such as OHLC candles.',
}

/** Format notes, chosen from the filter type of a field (its `selectWhere`). */
export const FORMATS = {
  EVM_Amount_With_Decimals: 'A decimal amount with the currency decimals applied, returned as a string to keep full precision.',
  'OLAP_BigInteger+money': 'Returned as a decimal string. In this cube it is filtered as an integer (`OLAP_BigInteger`), not as a decimal amount.',
  OLAP_BigInteger: 'An integer, returned as a decimal string.',
  OLAP_Date: 'Format `YYYY-MM-DD`, UTC.',
  OLAP_DateTime: 'ISO 8601 in UTC, for example `2024-01-15T10:32:15Z`.',
}

const ADDRESS = 'Lowercase 0x-prefixed hex.'
const HASH = '0x-prefixed hex.'

/**
 * Meaning of object fields, keyed by `Entity.Member`. The entity is the part of
 * the type name after `EVM_<Cube>_Fields_`, normalised (see ENTITY_ALIASES).
 * `money: true` marks a value in the native currency (for the integer format note).
 */
export const FIELDS = {
  // Block header (also the block of an uncle)
  'Block.BaseFee': { text: 'Base fee per gas of the block (EIP-1559), in the native currency.', money: true },
  'Block.Bloom': { text: 'Logs bloom filter of the block, hex.' },
  'Block.Coinbase': { text: `Address that received the block reward and fees (miner or fee recipient). ${ADDRESS}` },
  'Block.Date': { text: 'Date of the block.' },
  'Block.Difficulty': { text: 'Proof-of-work difficulty of the block; 0 on proof-of-stake blocks.' },
  'Block.Extra': { text: 'Extra data field of the block header, hex.' },
  'Block.GasLimit': { text: 'Maximum gas all transactions of the block may use together.' },
  'Block.GasUsed': { text: 'Gas used by all transactions of the block.' },
  'Block.Hash': { text: `Block hash. ${HASH}` },
  'Block.L1': { text: 'On rollups such as Arbitrum, the layer-1 block this block relates to. Not meaningful on layer-1 chains.' },
  'Block.MixDigest': { text: 'Mix digest of the block header (the RANDAO value after the switch to proof of stake), hex.' },
  'Block.Nonce': { text: 'Proof-of-work nonce of the block header.' },
  'Block.Number': { text: 'Block number (height).' },
  'Block.ParentHash': { text: `Hash of the parent block. ${HASH}` },
  'Block.ReceiptHash': { text: 'Root hash of the receipts trie of the block.' },
  'Block.Result': { text: 'Result of processing the block: gas and errors.' },
  'Block.Root': { text: 'State root hash after the block.' },
  'Block.Time': { text: 'Time of the block (its timestamp).' },
  'Block.TxCount': { text: 'Number of transactions in the block.' },
  'Block.TxHash': { text: 'Root hash of the transactions trie of the block.' },
  'Block.UncleHash': { text: 'Hash of the list of uncles (ommers) of the block.' },
  'Block.UnclesCount': { text: 'Number of uncles (ommers) the block includes.' },
  'Block_L1.BaseFee': { text: 'Base fee per gas of the layer-1 block.', money: true },
  'Block_L1.BatcherAddr': { text: `Address of the batcher that posted the rollup data to layer 1. ${ADDRESS}` },
  'Block_L1.Coinbase': { text: `Fee recipient of the layer-1 block. ${ADDRESS}` },
  'Block_L1.Difficulty': { text: 'Difficulty of the layer-1 block.' },
  'Block_L1.GasLimit': { text: 'Gas limit of the layer-1 block.' },
  'Block_L1.GasUsed': { text: 'Gas used by the layer-1 block.' },
  'Block_L1.Hash': { text: `Hash of the layer-1 block. ${HASH}` },
  'Block_L1.Nonce': { text: 'Nonce of the layer-1 block header.' },
  'Block_L1.Number': { text: 'Number of the layer-1 block.' },
  'Block_L1.ParentHash': { text: `Parent hash of the layer-1 block. ${HASH}` },
  'Block_L1.Time': { text: 'Time of the layer-1 block.' },
  'Block_Result.Errors': { text: 'Errors reported while processing the block, empty when there were none.' },
  'Block_Result.Gas': { text: 'Gas accounted for the block in its processing result.' },

  // Calls
  'Call.CallPath': { text: 'Position of the call in the call tree of its transaction: the indexes of the calls from the top-level call down to this one.' },
  'Call.CallerIndex': { text: 'Index of the call that made this call.' },
  'Call.Create': { text: 'True when the call creates a contract (CREATE or CREATE2).' },
  'Call.Delegated': { text: 'True for a delegate call, which runs the callee code in the caller context.' },
  'Call.Depth': { text: 'Depth of the call in the call tree; the top-level call of the transaction has depth 0.' },
  'Call.EnterIndex': { text: 'Position in the execution trace where the call starts.' },
  'Call.Error': { text: 'Error message of a failed call, empty when it succeeded.' },
  'Call.ExitIndex': { text: 'Position in the execution trace where the call returns.' },
  'Call.From': { text: `Address that made the call. ${ADDRESS}` },
  'Call.Gas': { text: 'Gas made available to the call.' },
  'Call.GasUsed': { text: 'Gas the call used.' },
  'Call.Index': { text: 'Index of the call within its transaction.' },
  'Call.Input': { text: 'Input data (calldata) of the call, hex.' },
  'Call.InternalCalls': { text: 'Number of calls this call made in turn.' },
  'Call.LogCount': { text: 'Number of logs emitted during the call.' },
  'Call.Opcode': { text: 'EVM opcode that made the call, such as CALL, DELEGATECALL, STATICCALL or CREATE.' },
  'Call.Output': { text: 'Data the call returned, hex.' },
  'Call.Reverted': { text: 'True when the call reverted.' },
  'Call.SelfDestruct': { text: 'True when the call destroyed the contract (SELFDESTRUCT).' },
  'Call.Signature': { text: 'Signature of the called function, decoded when its ABI is known.' },
  'Call.Success': { text: 'True when the call completed without error.' },
  'Call.To': { text: `Address that was called (for a contract creation, the new contract). ${ADDRESS}` },
  'Call.Value': { text: 'Native currency sent with the call.', money: true },
  'Call_Opcode.Code': { text: 'Numeric code of the opcode.' },
  'Call_Opcode.Name': { text: 'Mnemonic of the opcode, such as `CALL`.' },

  // Function and event signatures
  'Sig.Abi': { text: 'ABI fragment of the function or event, as JSON.' },
  'Sig.Name': { text: 'Name of the function or event, such as `transfer` or `Transfer`.' },
  'Sig.Parsed': { text: 'True when the signature matched a known ABI and the data was decoded.' },
  'Sig.Signature': { text: 'Text signature with parameter types, such as `Transfer(address,address,uint256)`.' },
  'Sig.SignatureHash': { text: 'Keccak-256 hash of the text signature: the 4-byte selector of a function, or topic 0 of an event. Hex.' },
  'Sig.SignatureType': { text: 'Kind of signature as recorded by the decoder.' },

  // Currencies (tokens and the native currency)
  'Currency.Decimals': { text: 'Number of decimals of the currency; amounts in this schema already apply them.' },
  'Currency.Delegated': { text: 'True when the token contract is a proxy that delegates to another contract.' },
  'Currency.DelegatedTo': { text: `Address of the contract the token proxy delegates to. ${ADDRESS}` },
  'Currency.Fungible': { text: 'True for fungible tokens and the native currency, false for NFTs.' },
  'Currency.HasURI': { text: 'True when the token has a metadata URI (typical of NFTs).' },
  'Currency.Name': { text: 'Name of the currency, such as `Tether USD`.' },
  'Currency.Native': { text: 'True for the native currency of the network (ETH, BNB), which has no token contract.' },
  'Currency.ProtocolName': { text: 'Token standard of the currency, such as `erc20`, `erc721` or `erc1155`.' },
  'Currency.SmartContract': { text: `Address of the token contract. ${ADDRESS}` },
  'Currency.Symbol': { text: 'Ticker symbol of the currency, such as `USDT`.' },

  // Fees (EIP-1559)
  'Fee.Burnt': { text: 'Base fee times gas used, the part of the fee that EIP-1559 burns on Ethereum, in the native currency (on OP Stack chains the base fee goes to the BaseFeeVault predeploy instead of being burned; on BNB Smart Chain the base fee is zero).', money: true },
  'Fee.EffectiveGasPrice': { text: 'Price per gas the transaction actually paid, in the native currency.', money: true },
  'Fee.GasRefund': { text: 'Gas refunded to the sender at the end of execution.' },
  'Fee.MinerReward': { text: 'Part of the fee paid to the block producer (the priority fee), in the native currency.', money: true },
  'Fee.PriorityFeePerGas': { text: 'Priority fee (tip) per gas paid to the block producer, in the native currency.', money: true },
  'Fee.Savings': { text: 'Difference between the maximum fee the sender allowed and the fee it paid, in the native currency.', money: true },
  'Fee.SenderFee': { text: 'Total fee paid by the sender, in the native currency.', money: true },

  // Token holders
  'Holder.Address': { text: `Address of the holder. ${ADDRESS}` },
  'Balance.Amount': { text: 'Balance of the holder on the requested date, in the token.' },
  'BalanceUpdate.Count': { text: 'Number of balance updates of the holder up to the requested date.' },
  'BalanceUpdate.FirstDate': { text: 'Date of the first balance update of the holder.' },
  'BalanceUpdate.LastDate': { text: 'Date of the last balance update of the holder up to the requested date.' },
  'BalanceUpdate.InAmount': { text: 'Total amount the holder received, in the token.' },
  'BalanceUpdate.OutAmount': { text: 'Total amount the holder sent, in the token.' },
  'BalanceUpdate.InCount': { text: 'Number of updates that increased the balance.' },
  'BalanceUpdate.OutCount': { text: 'Number of updates that decreased the balance.' },

  // Balance updates
  'BalanceUpdate.Address': { text: `Address whose balance changed. ${ADDRESS}` },
  'BalanceUpdate.Amount': { text: 'Change of the balance in the currency: positive when it grows, negative when it shrinks. Sum it to get a balance.' },
  'BalanceUpdate.Id': { text: 'Token id, for NFTs and multi-token contracts.' },
  'BalanceUpdate.Type': { text: 'Reason for the change: transfer, fee, block or uncle reward, genesis or other.' },
  'BalanceUpdate.URI': { text: 'Metadata URI of the token id, for NFTs.' },

  // Logs
  'Log.EnterIndex': { text: 'Position in the execution trace where the log was emitted.' },
  'Log.ExitIndex': { text: 'Position in the execution trace where the emitting call returned.' },
  'Log.Index': { text: 'Index of the log.' },
  'Log.LogAfterCallIndex': { text: 'Index of the call after which the log was emitted.' },
  'Log.Pc': { text: 'Program counter of the LOG instruction that emitted the log.' },
  'Log.Signature': { text: 'Signature of the event, decoded when its ABI is known.' },
  'Log.SmartContract': { text: `Address of the contract that emitted the log. ${ADDRESS}` },
  'LogHeader.Address': { text: `Address of the contract that emitted the log. ${ADDRESS}` },
  'LogHeader.Data': { text: 'Raw data of the log (the non-indexed arguments), hex.' },
  'LogHeader.Index': { text: 'Index of the log.' },
  'LogHeader.Removed': { text: 'True when the log was removed again by a chain reorganisation.' },
  'Topics.Hash': { text: 'One 32-byte topic of the log, hex. For a non-anonymous event the first topic is the hash of its signature; the others are indexed arguments.' },

  // Receipts
  'Receipt.Bloom': { text: 'Logs bloom filter of the receipt, hex.' },
  'Receipt.ContractAddress': { text: `Address of the contract the transaction created, empty otherwise. ${ADDRESS}` },
  'Receipt.ContractAddressCode': { text: 'Code of the created contract.' },
  'Receipt.CumulativeGasUsed': { text: 'Gas used in the block up to and including this transaction.' },
  'Receipt.GasUsed': { text: 'Gas the transaction used.' },
  'Receipt.L1': { text: 'On rollups, what the transaction paid for its data on layer 1. Not meaningful on layer-1 chains.' },
  'Receipt.PostState': { text: 'State root after the transaction, in receipts of early blocks that carry one.' },
  'Receipt.Status': { text: 'Status code of the receipt: 1 for success, 0 for failure.' },
  'Receipt.Type': { text: 'Transaction type recorded in the receipt (0 legacy, 1 access list, 2 EIP-1559, 3 blob).' },
  'Receipt_L1.Fee': { text: 'Fee paid for posting the transaction data to layer 1.', money: true },
  'Receipt_L1.GasPrice': { text: 'Layer-1 gas price used for the layer-1 fee.', money: true },
  'Code.Hash': { text: `Hash of the contract code. ${HASH}` },
  'Code.Size': { text: 'Size of the contract code in bytes.' },
  'Code.Suicided': { text: 'True when the contract has self-destructed.' },

  // Decoded arguments and return values
  'Arguments.Index': { text: 'Position of the value in the parameter list.' },
  'Arguments.Name': { text: 'Parameter name from the ABI (may be empty).' },
  'Arguments.Type': { text: 'Solidity type of the parameter, such as `address` or `uint256`.' },
  'Arguments.Value': { text: 'Decoded value; select the member type that matches `Type` with an inline fragment.' },
  'Arguments.Path': { text: 'For a value nested in a tuple or array, the path of names, types and indexes from the top-level parameter down to it.' },
  'Arguments_Path.Index': { text: 'Index at this level of the path.' },
  'Arguments_Path.Name': { text: 'Name at this level of the path.' },
  'Arguments_Path.Type': { text: 'Solidity type at this level of the path.' },

  // Miner rewards
  'Reward.BurntFees': { text: 'Fees burnt in the block, in the native currency.', money: true },
  'Reward.Dynamic': { text: 'Part of the reward that depends on the block content, in the native currency.', money: true },
  'Reward.Static': { text: 'Fixed block reward of the protocol, in the native currency.', money: true },
  'Reward.Total': { text: 'Total reward of the block producer, in the native currency.', money: true },
  'Reward.TxFees': { text: 'Transaction fees paid to the block producer, in the native currency.', money: true },
  'Reward.Uncle': { text: 'Reward for including uncles, in the native currency.', money: true },

  // Transaction signature
  'Signature.R': { text: 'R value of the ECDSA signature of the transaction.' },
  'Signature.S': { text: 'S value of the ECDSA signature of the transaction.' },
  'Signature.V': { text: 'V (recovery) value of the ECDSA signature of the transaction.' },

  // Storage changes
  'StateChanges.Address': { text: `Contract whose storage changed. ${ADDRESS}` },
  'StateChanges.ChangeAfterCallIndex': { text: 'Index of the call after which the change happened.' },
  'StateChanges.Location': { text: 'Storage slot that changed, hex.' },
  'StateChanges.Value': { text: 'New value of the slot, hex.' },

  // DEX trades
  'Trade.Buy': { text: 'The buy side: the currency and amount the buyer received.' },
  'Trade.Sell': { text: 'The sell side: the currency and amount the seller gave.' },
  'Trade.Side': { text: 'The other token of the trade, with its amount and the direction of the trade.' },
  'Trade.Dex': { text: 'The exchange that executed the trade: protocol and contracts.' },
  'Trade.Fees': { text: 'Fees charged on the trade, one entry per fee.' },
  'Trade.Sender': { text: `Address that sent the swap to the exchange contract, often a router. ${ADDRESS}` },
  'Trade.Success': { text: 'True when the trade succeeded.' },
  'Trade.Currency': { text: "The row's token." },
  'Trade.Amount': { text: "Amount of the row's token traded." },
  'Trade.Price': { text: "Price of the row's token in units of the other token (`Trade.Side.Currency`)." },
  'Trade.Buyer': { text: `Address that received the row's token in the trade. ${ADDRESS}` },
  'Trade.Seller': { text: `Address that gave the row's token in the trade. ${ADDRESS}` },
  'Trade.Ids': { text: "Token ids of the row's token traded, for NFTs." },
  'Trade.URIs': { text: "Metadata URIs of the token ids of the row's token, for NFTs." },
  'Trade.OrderId': { text: 'Order id, for exchanges that match orders.' },
  'Side.Amount': { text: 'Amount of the currency of this side.' },
  'Side.Buyer': { text: `Address that received the currency of this side. ${ADDRESS}` },
  'Side.Seller': { text: `Address that gave the currency of this side. ${ADDRESS}` },
  'Side.Currency': { text: 'Currency of this side.' },
  'Side.Ids': { text: 'Token ids traded, for NFTs.' },
  'Side.URIs': { text: 'Metadata URIs of the token ids traded, for NFTs.' },
  'Side.OrderId': { text: 'Order id, for exchanges that match orders.' },
  'Side.Price': { text: 'Price of the currency of this side in units of the currency of the other side.' },
  'Side.Type': { text: "Direction of the trade for the row's token: `buy` or `sell`." },
  'Dex.Delegated': { text: 'True when the exchange contract is a proxy that delegates to another contract.' },
  'Dex.DelegatedTo': { text: `Contract the exchange proxy delegates to. ${ADDRESS}` },
  'Dex.OwnerAddress': { text: `Owner of the exchange contract, usually the factory that created the pool. ${ADDRESS}` },
  'Dex.Pair': { text: 'The pool (pair) token of the exchange contract, when it has one.' },
  'Dex.ProtocolFamily': { text: 'Family of the exchange protocol, such as `Uniswap`.' },
  'Dex.ProtocolName': { text: 'Name of the exchange protocol and version, such as `uniswap_v3`.' },
  'Dex.ProtocolVersion': { text: 'Version of the exchange protocol.' },
  'Dex.SmartContract': { text: `Address of the exchange contract that executed the trade: the pool, or for singleton designs such as Uniswap v4 the pool manager that holds every pool (then \`Trade.PoolId\` names the pool). ${ADDRESS}` },
  'Pair.Decimals': { text: 'Decimals of the pool token.' },
  'Pair.Name': { text: 'Name of the pool token.' },
  'Pair.SmartContract': { text: `Address of the pool token. ${ADDRESS}` },
  'Pair.Symbol': { text: 'Symbol of the pool token.' },
  'TradeFees.Amount': { text: 'Amount of the fee, in its currency.' },
  'TradeFees.Currency': { text: 'Currency the fee was charged in.' },
  'TradeFees.Payer': { text: `Address that paid the fee. ${ADDRESS}` },
  'TradeFees.Recipient': { text: `Address that received the fee. ${ADDRESS}` },

  // Transactions
  'Transaction.AccessList': { text: 'Access list of the transaction (EIP-2930): addresses and storage keys it declared.' },
  'Transaction.CallCount': { text: 'Number of calls in the execution trace of the transaction.' },
  'Transaction.Cost': { text: 'Cost of the transaction in the native currency.', money: true },
  'Transaction.Data': { text: 'Input data of the transaction, hex.' },
  'Transaction.From': { text: `Sender of the transaction. ${ADDRESS}` },
  'Transaction.Gas': { text: 'Gas limit set by the sender.' },
  'Transaction.GasFeeCap': { text: 'Maximum total fee per gas the sender accepts (EIP-1559 max fee), in the native currency.', money: true },
  'Transaction.GasPrice': { text: 'Gas price of the transaction, in the native currency.', money: true },
  'Transaction.GasTipCap': { text: 'Maximum priority fee per gas the sender offers (EIP-1559 tip), in the native currency.', money: true },
  'Transaction.Hash': { text: `Transaction hash. ${HASH}` },
  'Transaction.Index': { text: 'Position of the transaction in its block.' },
  'Transaction.Nonce': { text: 'Nonce of the sender: the number of transactions it sent before this one, plus, since EIP-7702, each authorization it signed that was applied and each contract its delegated code created.' },
  'Transaction.Protected': { text: 'True when the signature includes the chain id (EIP-155 replay protection).' },
  'Transaction.Time': { text: 'Time of the transaction.' },
  'Transaction.To': { text: `Recipient of the transaction; empty for a contract creation. ${ADDRESS}` },
  'Transaction.ToCode': { text: 'Code of the recipient, when it is a contract.' },
  'Transaction.Type': { text: 'Transaction type: 0 legacy, 1 access list (EIP-2930), 2 dynamic fee (EIP-1559), 3 blob (EIP-4844).' },
  'Transaction.Value': { text: 'Native currency sent with the transaction.', money: true },
  'AccessList.Address': { text: `Address in the access list. ${ADDRESS}` },
  'AccessList.StorageKeys': { text: 'Storage keys of that address in the access list, hex.' },
  'TransactionStatus.EndError': { text: 'Error that ended the execution of the transaction, empty when it succeeded.' },
  'TransactionStatus.FaultError': { text: 'Fault reported for the transaction, such as running out of gas; empty when there was none.' },
  'TransactionStatus.Success': { text: 'True when the transaction succeeded.' },

  // Transfers
  'Transfer.Amount': { text: 'Amount transferred, in the currency of the transfer.' },
  'Transfer.Currency': { text: 'Currency transferred: the native currency or a token.' },
  'Transfer.Data': { text: 'Extra data attached to the transfer, hex.' },
  'Transfer.Id': { text: 'Token id, for NFTs and multi-token contracts.' },
  'Transfer.Receiver': { text: `Address that received the value. ${ADDRESS}` },
  'Transfer.Sender': { text: `Address that sent the value. ${ADDRESS}` },
  'Transfer.Success': { text: 'True when the transfer took effect (its call or transaction did not fail).' },
  'Transfer.Type': { text: 'How the value moved: `transaction`, `call` or `token`.' },
  'Transfer.URI': { text: 'Metadata URI of the token id, for NFTs.' },

  // Uncles
  'Uncle.Block': { text: 'Header of the uncle block.' },
  'Uncle.Index': { text: 'Position of the uncle in the list of uncles of the including block.' },
}

/** Maps the entity part of an object type name to the key prefix used in FIELDS. */
export const ENTITY_ALIASES = {
  Uncle_Block: 'Block',
  Call_Signature: 'Sig',
  Log_Signature: 'Sig',
  Transfer_Currency: 'Currency',
  Trade_Currency: 'Currency',
  Trade_Buy_Currency: 'Currency',
  Trade_Sell_Currency: 'Currency',
  Trade_Side_Currency: 'Currency',
  Trade_Trade_Fees_Currency: 'Currency',
  Trade_Buy: 'Side',
  Trade_Sell: 'Side',
  Trade_Side: 'Side',
  Trade_Dex: 'Dex',
  Trade_Dex_Pair: 'Pair',
  Trade_Trade_Fees: 'TradeFees',
  Receipt_ContractAddressCode: 'Code',
  Transaction_ToCode: 'Code',
  Transaction_Transaction_AccessList: 'AccessList',
  Returns: 'Arguments',
  Returns_Path: 'Arguments_Path',
}

/** What an object type of a cube holds, keyed by the entity part of its name. `{cube}` is replaced by the cube type. */
export const ENTITIES = {
  Block: 'The block of a {cube} row: number, hash, time and header fields.',
  Block_L1: 'On rollups such as Arbitrum, the layer-1 block related to the block of a {cube} row. Not meaningful on layer-1 chains.',
  Block_Result: 'Result of processing the block of a {cube} row.',
  Call: 'The call of the execution trace that produced a {cube} row: caller, callee, value, gas and outcome.',
  Call_Opcode: 'The EVM opcode that made the call of a {cube} row.',
  Call_Signature: 'Signature of the function called in a {cube} row, decoded when its ABI is known.',
  Log_Signature: 'Signature of the event of the log of a {cube} row, decoded when its ABI is known.',
  Currency: 'The currency of a {cube} row: the native currency or a token.',
  Transfer_Currency: 'The currency of a transfer: the native currency or a token.',
  Fee: 'Fee details (EIP-1559) of the transaction of a {cube} row.',
  Log: 'The log (event) that produced a {cube} row.',
  LogHeader: 'Raw header of the log of a {cube} row: emitting contract, data, index.',
  Receipt: 'Receipt of the transaction of a {cube} row: gas used, status, created contract.',
  Receipt_L1: 'On rollups, the layer-1 fee paid for the data of the transaction of a {cube} row. Not meaningful on layer-1 chains.',
  Receipt_ContractAddressCode: 'Code of the contract created by the transaction of a {cube} row.',
  Transaction: 'The transaction of a {cube} row: hash, sender, recipient, value, gas.',
  TransactionStatus: 'Whether the transaction of a {cube} row succeeded, and its errors.',
  Transaction_ToCode: 'Code of the contract the transaction of a {cube} row was sent to.',
  Transaction_Transaction_AccessList: 'One entry of the access list (EIP-2930) of a transaction: an address and its storage keys.',
  Signature: 'ECDSA signature values of the transaction of a {cube} row.',
  Uncle: 'The uncle (ommer) block of a {cube} row and its position.',
  Uncle_Block: 'Header of the uncle (ommer) block of a {cube} row.',
  Arguments: 'One decoded argument of the function or event of a {cube} row: name, Solidity type and value.',
  Arguments_Path: 'One level of the path to a nested argument value (inside a tuple or array).',
  Returns: 'One decoded return value of the call of a {cube} row: name, Solidity type and value.',
  Returns_Path: 'One level of the path to a nested return value (inside a tuple or array).',
  StateChanges: 'One storage slot changed by the call of a {cube} row.',
  Topics: 'One topic of the log of a {cube} row.',
  BalanceUpdate: 'The balance change of a {cube} row: address, amount, reason.',
  Balance: 'Balance of the holder of a {cube} row on the requested date.',
  Holder: 'The holder of a {cube} row.',
  Reward: 'The block reward of a {cube} row, split by source. Amounts are in the native currency.',
  Trade: 'The trade of a {cube} row.',
  Trade_Currency: 'The token that a {cube} row is about.',
  Trade_Buy: 'Buy side of the trade of a {cube} row: what the buyer received.',
  Trade_Sell: 'Sell side of the trade of a {cube} row: what the seller gave.',
  Trade_Side: 'The other token of the trade of a {cube} row, with its amount and the trade direction.',
  Trade_Buy_Currency: 'Currency of the buy side of a trade.',
  Trade_Sell_Currency: 'Currency of the sell side of a trade.',
  Trade_Side_Currency: 'Currency of the other side of a trade.',
  Trade_Dex: 'The exchange that executed the trade of a {cube} row.',
  Trade_Dex_Pair: 'The pool (pair) token of the exchange of a {cube} row.',
  Trade_Trade_Fees: 'One fee charged on the trade of a {cube} row.',
  Trade_Trade_Fees_Currency: 'Currency of a fee charged on a trade.',
  Transfer: 'The transfer of a {cube} row: sender, receiver, amount, currency.',
}

/** Shared enums: type description and one line per value. */
export const ENUMS = {
  evm_network: {
    text: 'EVM network to query.',
    values: {
      eth: 'Ethereum mainnet (chain id 1).',
      bsc: 'BNB Smart Chain (chain id 56).',
      arbitrum: 'Arbitrum One, a rollup on Ethereum (chain id 42161).',
    },
  },
  dataset_arg_enum: {
    text: 'Which store of the platform answers a query: recent data, the full history, or both.',
    values: {
      realtime: 'The real-time dataset, which holds the most recent blocks.',
      archive: 'The archive dataset, which holds the history of the chain.',
      combined: 'Both datasets merged, so one query covers the history and the most recent blocks.',
    },
  },
  blocks_query_arg_enum: {
    text: 'Which blocks of the block tree a query reads: the main chain, side branches, or both.',
    values: {
      trunk: 'Only blocks of the main chain (the trunk).',
      branches: 'Only blocks of side branches, which did not end up in the main chain.',
      tree: 'All blocks: the trunk and the branches.',
    },
  },
  blocks_update_arg_enum: {
    text: 'Which block updates trigger a subscription to send data.',
    values: {
      all: 'Every block update, on the trunk and on branches.',
      head: 'Blocks at the head of the main chain.',
      head_updates: 'Updates of the head of the main chain.',
      branches_updates: 'Updates of side branches.',
    },
  },
  OLAP_DateIntervalUnits: {
    text: 'Unit of a date interval (`OLAP_DateInterval.in`).',
    values: { days: 'Days.', weeks: 'Weeks.', months: 'Calendar months.', years: 'Calendar years.' },
  },
  OLAP_DateTimeIntervalUnits: {
    text: 'Unit of a time interval (`OLAP_DateTimeInterval.in`).',
    values: {
      seconds: 'Seconds.',
      minutes: 'Minutes.',
      hours: 'Hours.',
      days: 'Days.',
      weeks: 'Weeks.',
      months: 'Calendar months.',
      years: 'Calendar years.',
    },
  },
  OLAP_Metric_Calculation_Method_Exact: {
    text: 'How `uniq` and `quantile` compute their result.',
    values: { exact: 'Exact result.', approximate: 'Estimated result, faster and lighter on large data.' },
  },
}

/** Values of the per-cube "type" enums (balance update type, trade side, transfer type). */
export const KIND_VALUES = {
  BalanceUpdate_Type: {
    path: 'BalanceUpdate.Type',
    what: 'reason for a balance change',
    values: {
      transfer: 'A transfer of value to or from the address.',
      fee: 'A transaction fee paid by the address.',
      block_reward: 'A block reward received by the block producer.',
      uncle_reward: 'A reward for an uncle block.',
      genesis: 'An allocation in the genesis block.',
      other: 'Any other reason.',
    },
  },
  Trade_Side: {
    path: 'Trade.Side.Type',
    what: "direction of a trade for the row's token",
    values: {
      buy: "The trade bought the row's token.",
      sell: "The trade sold the row's token.",
    },
  },
  Transfer_Type: {
    path: 'Transfer.Type',
    what: 'way a transfer moved value',
    values: {
      transaction: 'Native currency sent as the value of a transaction.',
      call: 'Native currency sent as the value of an internal call.',
      token: 'A token moved by a token contract.',
    },
  },
}

/** Operators of the shared OLAP filter inputs and array conditions. */
export const OPERATORS = {
  is: 'Equal to this value.',
  not: 'Not equal to this value.',
  eq: 'Equal to this value.',
  ne: 'Not equal to this value.',
  in: 'Equal to one of these values.',
  notIn: 'Equal to none of these values.',
  gt: 'Greater than this value.',
  ge: 'Greater than or equal to this value.',
  lt: 'Less than this value.',
  le: 'Less than or equal to this value.',
  after: 'Strictly after this value.',
  since: 'On or after this value (inclusive).',
  before: 'Strictly before this value.',
  till: 'On or before this value (inclusive).',
  includes: 'The list contains elements matching these conditions.',
  excludes: 'The list contains no element matching these conditions.',
  startsWith: 'The list starts with elements matching these conditions, in order.',
  endsWith: 'The list ends with elements matching these conditions, in order.',
  notStartsWith: 'The list does not start with elements matching these conditions.',
  notEndsWith: 'The list does not end with elements matching these conditions.',
  length: 'Condition on the number of elements of the list.',
}

/** Shared input types, with descriptions of their fields where the operators above do not fit. */
export const SHARED_INPUTS = {
  OLAP_String: { text: 'Condition on a string field (addresses, hashes, names). Set one or more operators; all must hold.' },
  OLAP_Integer: { text: 'Condition on an integer field. Set one or more operators; all must hold.' },
  OLAP_BigInteger: { text: 'Condition on a large integer field, with values written as decimal strings. Set one or more operators; all must hold.' },
  OLAP_Float: { text: 'Condition on a floating-point field. Set one or more operators; all must hold.' },
  OLAP_Date: { text: 'Condition on a date field, with dates written as `YYYY-MM-DD`. Set one or more operators; all must hold.' },
  OLAP_DateTime: { text: 'Condition on a date-time field, with values in ISO 8601 (UTC), for example `2024-01-15T00:00:00Z`. Set one or more operators; all must hold.' },
  EVM_Amount_With_Decimals: {
    text: 'Condition on an amount field, with values written as decimal strings in the currency units (decimals applied), for example `"1.5"`. Set one or more operators; all must hold.',
  },
  Metric_filter_Float: { text: 'Condition on the value of a floating-point metric, used by `selectWhere` after aggregation.' },
  Metric_filter_String: { text: 'Condition on the value of a metric returned as a string (`count`, `sum`, `uniq`), used by `selectWhere` after aggregation. Values are decimal strings.' },
  OLAP_DateInterval: {
    text: 'Time buckets for a `Date` field: the date is rounded down to a multiple of `count` units `in`.',
    fields: { in: 'Unit of the bucket.', count: 'Number of units per bucket.', offset: 'Shift of the bucket boundaries, in units.' },
  },
  OLAP_DateTimeInterval: {
    text: 'Time buckets for a `Time` field: the time is rounded down to a multiple of `count` units `in`, for example 5-minute candles.',
    fields: { in: 'Unit of the bucket.', count: 'Number of units per bucket.', offset: 'Shift of the bucket boundaries, in units.' },
  },
  EVM_ValueUnionSelector: {
    text: 'Condition on a decoded ABI value. Set the member that matches the Solidity type of the value.',
    fields: {
      Address: 'Condition on an `address` value (lowercase hex).',
      String: 'Condition on a `string` value.',
      Boolean: 'Matches a `bool` value equal to this.',
      UnsignedInteger: 'Condition on an unsigned integer value that fits in an Int.',
      SignedInteger: 'Condition on a signed integer value that fits in an Int.',
      Bytes: 'Condition on a `bytes` value (hex).',
      BigInteger: 'Condition on a large integer value, written as a decimal string.',
    },
  },
}

/** Objects without a cube prefix. */
export const SHARED_OBJECTS = {
  EVM: {
    text: 'Entry point of EVM queries: one field per cube. The network, dataset and block selection come from the `EVM` root field.',
  },
  EVM_Subscription: {
    text: 'Entry point of EVM subscriptions: one field per cube; each delivers new rows as blocks arrive. Token holders are not available as a subscription.',
  },
  EVM_ABI_Address_Value_Arg: { text: 'Decoded ABI value of type `address`.', fields: { address: `The address. ${ADDRESS}` } },
  EVM_ABI_BigInt_Value_Arg: {
    text: 'Decoded ABI integer value too large for `Int`, such as most `uint256` values.',
    fields: { bigInteger: 'The integer as a decimal string, without decimals applied.' },
  },
  EVM_ABI_Boolean_Value_Arg: { text: 'Decoded ABI value of type `bool`.', fields: { bool: 'The value.' } },
  EVM_ABI_Bytes_Value_Arg: { text: 'Decoded ABI value of a `bytes` type.', fields: { hex: 'The bytes, hex.' } },
  EVM_ABI_Integer_Value_Arg: { text: 'Decoded ABI integer value small enough for `Int`.', fields: { integer: 'The integer.' } },
  EVM_ABI_String_Value_Arg: { text: 'Decoded ABI value of type `string`.', fields: { string: 'The string.' } },
}

export const OTHER = {
  EVM_ABI_Value_Union:
    'A decoded ABI value. Its member type follows the Solidity type of the value: select the fields you need with inline fragments, for example `... on EVM_ABI_BigInt_Value_Arg { bigInteger }`.',
  DateTime: 'A point in time, serialized as an ISO 8601 string in UTC, for example `2024-01-15T10:32:15Z`.',
  Query: 'Root of all queries: one field per chain family, such as `EVM`.',
  Subscription: 'Root of subscriptions: each root field sends new data over a WebSocket as blocks arrive.',
  deprecated: 'Marks a field or enum value as deprecated, with the reason.',
  'deprecated.reason': 'Why it is deprecated and what to use instead.',
  include: 'Includes the field or fragment only when `if` is true.',
  'include.if': 'Include when true.',
  skip: 'Skips the field or fragment when `if` is true.',
  'skip.if': 'Skip when true.',
}

/** Root fields and their arguments. */
export const ROOTS = {
  'Query.EVM': 'Queries EVM chain data: blocks, transactions, transfers, calls, events, DEX trades, balances and token holders.',
  'Subscription.EVM': 'Subscribes to EVM chain data: each cube field sends the new rows of every block that matches.',
  'Query.EVM.network': 'Network to query, such as `eth` or `bsc`.',
  'Subscription.EVM.network': 'Network to subscribe to, such as `eth` or `bsc`.',
  'Query.EVM.dataset': 'Dataset to read: `realtime` for recent blocks, `archive` for history, `combined` for both.',
  'Query.EVM.select_blocks': 'Blocks of the block tree to read: `trunk` (main chain), `branches` or `tree` (both).',
  'Query.EVM.mempool': 'When true, reads pending transactions from the mempool instead of blocks.',
  'Subscription.EVM.mempool': 'When true, sends pending transactions from the mempool as they arrive instead of waiting for blocks.',
  'Subscription.EVM.trigger_on': 'Which block updates send data: `head`, `head_updates`, `branches_updates` or `all`.',
}

/** Arguments of the cube fields of `EVM` and `EVM_Subscription`. */
export const CUBE_FIELD_ARGS = {
  where: 'Filter on the rows: a condition per field; all conditions must hold.',
  orderBy: 'Sort order of the rows. Sort by a cube field (`ascending`, `descending`) or by a selected field or metric (`ascendingByField`, `descendingByField`); later entries break ties.',
  limit: 'Maximum number of rows (`count`) and rows to skip first (`offset`).',
  limitBy: 'Maximum number of rows for each combination of values of the `by` fields, for example 10 rows per address.',
  date: 'Date of the holder snapshot, `YYYY-MM-DD`. Balances and statistics are as of that date.',
  tokenSmartContract: 'Address of the token contract whose holders are returned (lowercase hex).',
}
