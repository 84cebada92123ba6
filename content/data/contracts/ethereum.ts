import type { Contract } from './types'

/** Ethereum mainnet (network value `eth`). */
export const ethereum: Contract[] = [
  { key: 'USDT', symbol: 'USDT', name: 'Tether USD', kind: 'token', address: '0xdac17f958d2ee523a2206206994597c13d831ec7', decimals: 6, source: 'etherscan token page; observed in 41 platform examples' },
  { key: 'USDC', symbol: 'USDC', name: 'USD Coin', kind: 'token', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', decimals: 6, source: 'etherscan token page; observed in 21 platform examples' },
  { key: 'WETH', symbol: 'WETH', name: 'Wrapped Ether', kind: 'token', address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', decimals: 18, source: 'etherscan token page; observed in 28 platform examples' },
  { key: 'DAI', symbol: 'DAI', name: 'Dai Stablecoin', kind: 'token', address: '0x6b175474e89094c44da98b954eedeac495271d0f', decimals: 18, source: 'etherscan token page; MakerDAO docs' },
  { key: 'WBTC', symbol: 'WBTC', name: 'Wrapped BTC', kind: 'token', address: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', decimals: 8, source: 'etherscan token page' },
  { key: 'LINK', symbol: 'LINK', name: 'Chainlink Token', kind: 'token', address: '0x514910771af9ca656af840dff83e8264ecf986ca', decimals: 18, source: 'etherscan token page; observed in platform examples' },
  { key: 'UNI', symbol: 'UNI', name: 'Uniswap', kind: 'token', address: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', decimals: 18, source: 'etherscan token page; observed in platform examples' },
  { key: 'PEPE', symbol: 'PEPE', name: 'Pepe', kind: 'token', address: '0x6982508145454ce325ddbe47a25d4ec3d2311933', decimals: 18, source: 'etherscan token page; observed in 7 platform examples' },
  { key: 'BLUR', symbol: 'BLUR', name: 'Blur', kind: 'token', address: '0x5283d291dbcf85356a21ba090e6db59121208b44', decimals: 18, source: 'etherscan token page; observed in 9 platform examples' },
  { key: 'UniswapV3Factory', symbol: 'UniswapV3Factory', name: 'Uniswap v3 factory', kind: 'factory', address: '0x1f98431c8ad98523631ae4a59f267346ea31f984', source: 'Uniswap v3 deployment docs; observed as the DEX owner address in 21 platform examples' },
  { key: 'OneInchRouterV5', symbol: '1inch', name: '1inch aggregation router v5', kind: 'router', address: '0x1111111254eeb25477b68fb85ed929f73a960582', source: 'etherscan contract label; observed in 5 platform examples' },
  { key: 'BAYC', symbol: 'BAYC', name: 'Bored Ape Yacht Club', kind: 'collection', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', source: 'etherscan token page; observed in 10 platform examples' },
  { key: 'MAYC', symbol: 'MAYC', name: 'Mutant Ape Yacht Club', kind: 'collection', address: '0x60e4d786628fea6478f785a6d7e704777c86a7c6', source: 'etherscan token page; observed in 10 platform examples' },
  { key: 'BUIDL', symbol: 'BUIDL', name: 'BlackRock USD Institutional Digital Liquidity Fund', kind: 'token', address: '0x7712c34205737192402172409a8f7ccef8aa2aec', decimals: 6, source: 'observed in the platform RWA example (Events LogHeader address); public contract lists and audits name it the BUIDL token on Ethereum, with 6 decimals' },
  { key: 'USDM', symbol: 'USDM', name: 'Mountain Protocol USD', kind: 'token', address: '0x59d9356e565ab3a36dd77763fc0d87feaf85508c', decimals: 18, source: 'observed in the platform RWA example (TokenHolders token); public token lists name it mountainprotocol_usdm with 18 decimals' },
  { key: 'PAXG', symbol: 'PAXG', name: 'Paxos Gold', kind: 'token', address: '0x45804880de22913dafe09f4980848ece6ecbaf78', decimals: 18, source: 'public token lists (PAX Gold, Ethereum, 18 decimals)' },
  { key: 'Zero', symbol: 'zero address', name: 'Zero address (mints and burns)', kind: 'system', address: '0x0000000000000000000000000000000000000000', source: 'EVM convention' },
]
