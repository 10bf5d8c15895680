import type { SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

function Icon({ shape, ...props }: IconProps & { readonly shape: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="carte-icon"
      {...props}
    >
      <path d={shape} />
    </svg>
  )
}

/** Hamburger icon (decorative). */
export function MenuIcon(props: IconProps) {
  return <Icon shape="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" {...props} />
}
/** Back arrow pointing to the inline start; flips in right-to-left via CSS. */
export function BackIcon(props: IconProps) {
  return (
    <Icon
      shape="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z"
      data-flip-rtl=""
      {...props}
    />
  )
}
/** Magnifier icon (decorative). */
export function SearchIcon(props: IconProps) {
  return (
    <Icon
      shape="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"
      {...props}
    />
  )
}
/** Cart icon (decorative). */
export function CartIcon(props: IconProps) {
  return (
    <Icon
      shape="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20.01 4H5.21l-.94-2zm16 16c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2"
      {...props}
    />
  )
}
/** Check mark icon (decorative). */
export function CheckIcon(props: IconProps) {
  return <Icon shape="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" {...props} />
}
/** Close (×) icon (decorative). */
export function CloseIcon(props: IconProps) {
  return (
    <Icon
      shape="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
      {...props}
    />
  )
}
/** Minus icon (decorative). */
export function MinusIcon(props: IconProps) {
  return <Icon shape="M19 13H5v-2h14z" {...props} />
}
/** Plus icon (decorative). */
export function PlusIcon(props: IconProps) {
  return <Icon shape="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" {...props} />
}
/** Star icon (decorative). */
export function StarIcon(props: IconProps) {
  return (
    <Icon
      shape="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z"
      {...props}
    />
  )
}
/** Globe icon for the language menu (decorative). */
export function GlobeIcon(props: IconProps) {
  return (
    <Icon
      shape="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14a8 8 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.07 16m2.95-8H5.07a8 8 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8M12 19.96A14 14 0 0 1 10.09 16h3.82A14 14 0 0 1 12 19.96M14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56M16.36 14a16.5 16.5 0 0 0 0-4h3.38a8 8 0 0 1 0 4z"
      {...props}
    />
  )
}
