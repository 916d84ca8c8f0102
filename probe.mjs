import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
for (const p of process.argv.slice(2)) {
await page.goto('http://127.0.0.1:4321/artistseries/' + p);
await page.waitForTimeout(2500);
console.log(p, await page.evaluate(() => ({ islands: [...document.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island') + ':' + e.getAttribute('data-island-started')), saves: [...document.querySelectorAll('button')].map(b=>b.getAttribute('aria-label')).filter(Boolean).slice(0,5), areas: document.querySelectorAll('[data-planner-area]').length })));
}
await browser.close();
