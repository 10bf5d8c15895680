import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppRouter } from './router'
import { appStore } from './state/store'
import '@carte/ui/styles.css'
import './app.css'

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
})
const router = createAppRouter({ queryClient, store: appStore })

const container = document.getElementById('root')
if (!container) throw new Error('[@carte/menu-web] #root is missing from index.html')

// While the menu is on its way, load the number formatting data of the path's language: the first
// price formatted on a page otherwise loads it inside the first render (~10 ms, 40 ms on a slow
// phone). Only Intl here: the money code itself stays in the screens' chunks.
const pathLanguage = window.location.pathname.split('/')[1] ?? ''
setTimeout(() => {
  try {
    const [locale = 'en'] = Intl.NumberFormat.supportedLocalesOf([pathLanguage || 'en'])
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1)
  } catch {
    // Not a locale (a licence path): the screen formats with its fallback as before.
  }
}, 0)

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </QueryClientProvider>
  </StrictMode>,
)
