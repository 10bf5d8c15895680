import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  CarteUiProvider,
  CategoryBar,
  ClosedNotice,
  createTranslate,
  Header,
  ProductCard,
  ProductRow,
  QuantityInput,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

// spec: menu-browsing §1 "Right-to-left layout applies for languages ar, he and fa"
describe('an Arabic category page', () => {
  it('renders right to left with translated strings and passes axe', async () => {
    const t = createTranslate({ ui_str_closed: 'نحن مغلقون حاليا', ui_str_open_menu: 'القائمة' })
    const { container } = render(
      <CarteUiProvider language="ar" t={t} theme={{ header_background_color: '#123456' }}>
        <Header
          title="مطعم"
          onMenuClick={() => {}}
          onBack={() => {}}
          cart={{ href: '/ar/cart', count: 2 }}
          searchHref="/ar/search"
        />
        <main>
          <ClosedNotice />
          <CategoryBar
            categories={[
              { id: 1, name: 'برجر' },
              { id: 2, name: 'مشروبات' },
            ]}
          />
          <ProductCard viewFormat={1} id={1} name="برجر" href="/ar/product/1" price="AED 38.00" />
          <ProductRow viewFormat={4} id={2} name="عصير" price="AED 9.00" showAddToCart />
          <QuantityInput max={5} />
        </main>
      </CarteUiProvider>,
    )
    const root = container.querySelector('.carte-root')
    expect(root).toHaveAttribute('dir', 'rtl')
    expect(root).toHaveAttribute('lang', 'ar')
    expect(screen.getByText('نحن مغلقون حاليا')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'القائمة' })).toBeInTheDocument()
    await expectNoSeriousAxeViolations(container)
  })
})
