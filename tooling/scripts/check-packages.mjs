#!/usr/bin/env node
// Publishing check for every publishable package (packages/*): what `pnpm publish` would ship must
// pass `publint --strict` and `attw --profile esm-only`. Both look at the tarball that pnpm packs,
// so `publishConfig` (which drops the dev-only `@carte/source` export condition) is what they judge.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const packagesDir = join(root, 'packages')
const bin = (name) => join(root, 'node_modules/.bin', name)
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' })

let failed = 0
for (const dir of readdirSync(packagesDir)) {
  const cwd = join(packagesDir, dir)
  if (!existsSync(join(cwd, 'package.json'))) continue
  const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'))
  if (manifest.private) continue
  const out = mkdtempSync(join(tmpdir(), `carte-pack-${dir}-`))
  try {
    run('pnpm', ['pack', '--pack-destination', out], cwd)
    const tarball = join(
      out,
      readdirSync(out).find((f) => f.endsWith('.tgz')),
    )
    run(bin('publint'), ['--strict', '--pack', 'pnpm'], cwd)
    run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii'], cwd)
    console.log(`ok   ${manifest.name}: publint --strict, attw --profile esm-only`)
  } catch (error) {
    failed += 1
    console.error(`FAIL ${manifest.name}\n${error.stdout ?? ''}${error.stderr ?? error.message}`)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}
if (failed > 0) {
  console.error(`${failed} package(s) would not publish cleanly`)
  process.exit(1)
}
