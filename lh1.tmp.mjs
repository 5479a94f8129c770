import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] })
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
await chrome.kill()
writeFileSync('/tmp/speed-lhr.json', JSON.stringify(lhr))
const a = (id) => lhr.audits[id]
console.log('perf', lhr.categories.performance.score, 'FCP', a('first-contentful-paint').numericValue, 'LCP', a('largest-contentful-paint').numericValue, 'TBT', a('total-blocking-time').numericValue, 'SI', a('speed-index').numericValue)
for (const id of Object.keys(lhr.audits).filter(k => /lcp|largest/.test(k))) console.log(id, JSON.stringify(a(id).details)?.slice(0, 600))
console.log('long tasks', JSON.stringify(a('long-tasks')?.details?.items?.slice(0,8)))
console.log('bootup', JSON.stringify(a('bootup-time')?.details?.items?.slice(0,5)))
console.log('mainthread', JSON.stringify(a('mainthread-work-breakdown')?.details?.items))
