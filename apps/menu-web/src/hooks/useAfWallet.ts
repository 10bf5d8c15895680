import type { Wallet } from '@carte/api-client'
import { walletQueryOptions } from '@carte/api-client/query'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiConfig } from '../data/api'

/** What {@link useAfWallet} gives the wallet card. */
export interface AfWallet {
  /** The diner's wallet, or null while loading, when switched off, or when the call failed. */
  readonly wallet: Wallet | null
  /** Reads the wallet again (after a redemption). */
  readonly refresh: () => void
}

/**
 * The wallet of a partner order's diner, read through walletQueryOptions; a failure leaves it
 * empty (the card does not show) and is logged only.
 * spec: ordering-payment §7 GET /iiko/af/blue/{id}/ "wallet data; failure sets it empty"; §8
 *   "blue-wallet failure: logged only"
 * @param orderId - the order uuid the wallet is looked up by.
 * @param enabled - false when the card cannot show (split payments, a wallet payment exists).
 * @returns the wallet and a refresh.
 */
export function useAfWallet(orderId: string, enabled: boolean): AfWallet {
  const query = useQuery({ ...walletQueryOptions(apiConfig(), orderId), enabled })
  useEffect(() => {
    if (query.error) console.error('[@carte/menu-web] wallet could not load', query.error)
  }, [query.error])
  const { refetch } = query
  return {
    wallet: enabled && query.data !== undefined && !query.isError ? query.data : null,
    refresh: () => void refetch(),
  }
}
