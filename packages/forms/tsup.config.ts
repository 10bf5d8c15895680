import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', phone: 'src/phone/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
})
