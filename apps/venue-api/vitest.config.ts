import { carteVitestConfig } from '@carte/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(carteVitestConfig())
