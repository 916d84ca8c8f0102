/**
 * Show detail pages (docs/rules/shows.md#show-pages-three-layouts): the layout each show asks
 * for, the purchase button only with a ticket link, the parking note only at the performing arts
 * center, and the festival's download, films, trailers and day-then-time film schedule.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import {
  BASE_PATH,
  downloadLabelFor,
  education,
  festivals,
  sells,
  shows,
  takesPlace,
  titlePattern,
  type ShowInfo,
  venueToday,
  weekdayOf,
} from './support/content';
import { waitForSettledIslands, watchPage } from './support/browser';
import { servedPage } from './support/html';
import { showTags } from './support/tags';
import { MIN_INTRODUCTION_SECONDS } from '../lib/concepts/shows';
import { needsNotice } from '../lib/concepts/venues';

test.describe.configure({ mode: 'parallel' });

/**
 * The page's content. The season's poster grid below a show holds only posters, titles and
 * dates, so nothing checked in <main> can come from another show.
 */
const main = (page: Page) => page.getByRole('main');

async function expectOpensSafelyInNewTab(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
}

/**
 * The days a show's access requests are asked for: each performance's day, or on a festival the
 * days of its schedule, since a festival asks screening by screening
 * (docs/rules/visiting.md#request-by).
 */
function requestDays(show: ShowInfo, performance: ShowInfo['performances'][number]): string[] {
  return show.festival ? Object.keys(show.schedule) : [performance.day];
}

/**
 * Whether a performance that takes place, on a day not over at the build, offers a service booked
 * ahead: the page lists access requests only for those.
 */
function asksForNotice(show: ShowInfo): boolean {
  return show.performances.some(
    (performance) =>
      takesPlace(performance) &&
      requestDays(show, performance).some((day) => day >= venueToday()) &&
      performance.accessibility.some(needsNotice),
  );
}

for (const show of shows) {
  test.describe(`${show.name} (${show.template} layout)`, { tag: showTags(show.name) }, () => {
    // Markup checks, read from the served page without a browser (servedPage fetches each page
    // once): every show of every season has one, so a page load each would make the run grow
    // with the archive.
    const served = async (request: APIRequestContext) => {
      const { document } = await servedPage(request, `shows/${show.name}/`);
      const area = document.querySelector('main');
      return { document, area, text: area?.textContent ?? '' };
    };

    test('has one h1, its title', async ({ request }) => {
      const { document } = await served(request);
      const h1s = [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? '');
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toMatch(titlePattern(show.title));
    });

    test('names its venue', async ({ request }) => {
      const { text } = await served(request);
      expect(text).toContain(show.venueName);
    });

    test('gives the month, day and year it starts', async ({ request }) => {
      const { text } = await served(request);
      // "Sunday, December 6, 2026" or "March 18–20, 2027": the month and year of the start.
      const start = new Date(`${show.day}T12:00:00Z`);
      const month = start.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
      expect(text).toMatch(new RegExp(`${month}[^,]*\\b${start.getUTCDate()}\\b`));
      expect(text).toContain(String(start.getUTCFullYear()));
    });

    test(
      show.template === 'festival' ? 'has a film schedule' : 'has no film schedule',
      async ({ request }) => {
        const { document } = await served(request);
        const filmSchedule = [...document.querySelectorAll('h1, h2, h3, h4')].filter(
          (heading) => heading.textContent?.trim() === 'Film Schedule',
        );
        expect(filmSchedule).toHaveLength(show.template === 'festival' ? 1 : 0);
      },
    );

    // The markup holds every phase of the ticket area (the visitor's clock picks the one shown),
    // so a show that sells has its Purchase link in it whatever the build day.
    const purchaseLinks = (area: Element | null) =>
      [...(area?.querySelectorAll('a') ?? [])].filter((link) =>
        /^Purchase Tickets/.test(link.textContent?.trim() ?? ''),
      );
    if (sells(show)) {
      test('links Purchase Tickets to its tickets, in a new tab that cannot reach back', async ({
        request,
      }) => {
        const purchase = purchaseLinks((await served(request)).area);
        expect(purchase.length).toBeGreaterThan(0);
        // A run's performances may each have their own link.
        const links = new Set(show.performances.map((p) => p.tickets));
        for (const link of purchase) {
          expect(links.has(link.getAttribute('href') ?? '')).toBe(true);
          expect(link.getAttribute('target')).toBe('_blank');
          expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
          expect(link.getAttribute('rel')).toMatch(/\bnoreferrer\b/);
        }
      });
    } else {
      test('offers no Purchase Tickets button', async ({ request }) => {
        expect(purchaseLinks((await served(request)).area)).toHaveLength(0);
      });
    }

    if (show.parkingNote) {
      test("gives its venue's parking note", async ({ request }) => {
        expect((await served(request)).text).toContain(show.parkingNote);
      });
    } else {
      test('says nothing of the parking garage', async ({ request }) => {
        expect((await served(request)).text).not.toMatch(/parking garage/i);
      });
    }

    // The three layouts differ in arrangement more than in content; the layout's root element
    // names itself so that a show rendered with the wrong layout is caught.
    test(`uses the ${show.template} layout its file asks for`, async ({ request }) => {
      const { area } = await served(request);
      const layout = area?.querySelectorAll('[data-template]') ?? [];
      expect(layout, 'the layout root carries data-template').toHaveLength(1);
      expect(layout[0]?.getAttribute('data-template')).toBe(show.template);
    });

    if (show.template === 'standard') {
      test('tells when the doors open', async ({ request }) => {
        const { document } = await servedPage(request, `shows/${show.name}/`);
        expect(document.querySelector('main')?.textContent ?? '').toMatch(/doors/i);
      });
    }

    if (show.template === 'poster-left') {
      test('puts the poster to the left of the details', async ({ sharedPage: page }) => {
        await page.goto(`shows/${show.name}/`);
        const poster = main(page).getByRole('img').first();
        const title = page.getByRole('heading', { level: 1 });
        const posterBox = await poster.boundingBox();
        const titleBox = await title.boundingBox();
        if (!posterBox || !titleBox) throw new Error('poster or title not rendered');
        expect(posterBox.x + posterBox.width).toBeLessThanOrEqual(titleBox.x + 1);
      });
    }

    if (asksForNotice(show)) {
      test('gives each access request its day, one text at a time, an e-mail and a phone', async ({
        sharedPage: page,
      }) => {
        await page.goto(`shows/${show.name}/`);
        const requests = main(page).locator('[data-request-by]');
        expect(await requests.count(), 'access requests on the page').toBeGreaterThan(0);
        for (const request of await requests.all()) {
          expect(await request.getAttribute('data-request-by')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          // Exactly one of "Request by …" and "call instead" shows.
          await expect(request.locator('[data-request-by-variant]:visible')).toHaveCount(1);
          const open = request.locator('[data-request-by-variant="open"]');
          await expect(open).toContainText(/Request by \w+day, \w+ \d{1,2}, \d{4}/);
          // Read whether shown or not: after the request-by date the e-mail gives way to the phone.
          const email = open.locator('a[href^="mailto:"]');
          await expect(email).toHaveText(/^Email a request/);
          await expect(email).toHaveAttribute('href', /^mailto:[^?]+\?subject=.+&body=/);
          await expect(request.locator('a[href^="tel:"]').first()).toBeAttached();
        }
      });
    }

    if (show.festival && asksForNotice(show)) {
      test('asks for each service screening by screening, each by its own day', async ({
        request,
      }) => {
        const { area } = await served(request);
        const services = show.performances.flatMap((p) => p.accessibility.filter(needsNotice));
        const screenings = Object.entries(show.schedule)
          .filter(([day]) => day >= venueToday())
          .flatMap(([day, times]) => Object.keys(times).map(() => day));
        const asked = [...(area?.querySelectorAll('[data-request-by]') ?? [])];
        expect(asked).toHaveLength(screenings.length * services.length);
        // Each names its film, and each screening day has a date to ask by of its own.
        for (const wrapper of asked) {
          expect(show.films.some((film) => wrapper.textContent?.includes(film.title))).toBe(true);
        }
        const due = new Set(asked.map((wrapper) => wrapper.getAttribute('data-request-by')));
        expect(due.size).toBeGreaterThanOrEqual(new Set(screenings).size);
      });
    }

    if (show.hasAudioIntroduction) {
      test('plays its audio introduction in the browser’s own player, with the transcript', async ({
        sharedPage: page,
      }) => {
        await page.goto(`shows/${show.name}/`);
        const section = main(page).getByRole('region', { name: 'Audio introduction' });
        const audio = section.locator('audio[controls]');
        await expect(audio).toHaveAttribute('preload', 'metadata');
        const src = await audio.getAttribute('src');
        const response = await page.request.get(new URL(src ?? '', page.url()).href);
        expect(response.status()).toBe(200);
        // The player shows the recording's length before Play, not 0:00.
        await expect
          .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration || 0))
          .toBeGreaterThan(MIN_INTRODUCTION_SECONDS);
        await expect(section).toContainText('Transcript');
      });
    } else {
      test('has no audio introduction', async ({ request }) => {
        const { area } = await served(request);
        expect(area?.querySelector('audio')).toBeNull();
      });
    }

    if (show.trailer) {
      test('says in words what its trailer offers for deaf and blind visitors', async ({
        sharedPage: page,
      }) => {
        await page.goto(`shows/${show.name}/`);
        const note = main(page).getByText(/^The trailer has (no )?captions\./);
        await expect(note).toContainText(/audio-described version|soundtrack says everything/);
      });

      test('loads its trailer only when asked', async ({ page }) => {
        const seen = watchPage(page);
        // Nothing may leave the machine: answer the player's requests with nothing.
        await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
        );
        await page.goto(`shows/${show.name}/`);
        // Once the app has started and settled, anything it would load on its own is requested.
        await waitForSettledIslands(page);
        expect(seen.videoRequests).toEqual([]);
        await expect(page.locator('iframe')).toHaveCount(0);
        // Play is a link to the video (it works before and without JavaScript); once React
        // runs, it loads the player in the page instead.
        const play = main(page)
          .getByRole('link', { name: /^Play trailer/ })
          .first();
        if ((await play.count()) > 0) {
          // Captions are asked for in the link and in the player alike.
          await expect(play).toHaveAttribute(
            'href',
            /^https:\/\/www\.youtube\.com\/watch\?v=[^&]+&cc_load_policy=1&cc_lang_pref=en$/,
          );
          await play.click();
          await expect(page.locator('iframe')).toHaveCount(1);
          // The player asks for captions, in the page's language, and its frame is named.
          await expect(page.locator('iframe')).toHaveAttribute('src', /cc_load_policy=1/);
          await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]cc_lang_pref=en(&|$)/);
          await expect(page.locator('iframe')).toHaveAttribute('title', /^Trailer: /);
        } else {
          const link = main(page)
            .getByRole('link', { name: /trailer|video/i })
            .first();
          await expect(link).toHaveAttribute('href', show.trailer);
        }
      });
    }
  });
}

for (const festival of festivals) {
  test.describe(`festival ${festival.name}`, () => {
    test('offers its download with the wording the title calls for', async ({
      sharedPage: page,
      request,
    }) => {
      await page.goto(`shows/${festival.name}/`);
      const label = downloadLabelFor(festival.title);
      const download = main(page).getByRole('link', { name: new RegExp(`^${label}`) });
      if (!festival.download) {
        await expect(main(page).getByRole('link', { name: /^Download Festival/ })).toHaveCount(0);
        return;
      }
      await expect(download).toBeVisible();
      const href = await download.getAttribute('href');
      expect(href).toContain(`/downloads/${festival.download}`);
      const response = await request.get(new URL(href ?? '', page.url()).href);
      expect(response.status()).toBe(200);
    });

    test('lists every film with its poster link, country and trailer', async ({
      sharedPage: page,
    }) => {
      await page.goto(`shows/${festival.name}/`);
      const area = main(page);
      for (const film of festival.films) {
        await expect(
          area.getByRole('heading', { name: titlePattern(film.title) }).first(),
        ).toBeVisible();
        await expect(area.locator(`a[href$="/show/${film.name}/"]`).first()).toBeAttached();
        await expect(area).toContainText(film.country);
      }
      const trailers = area.getByRole('link', { name: /^Watch Trailer/ });
      await expect(trailers).toHaveCount(festival.films.filter((film) => film.trailer).length);
      for (const link of await trailers.all()) {
        await expectOpensSafelyInNewTab(link);
        const href = (await link.getAttribute('href')) ?? '';
        if (href.startsWith('https://www.youtube.com/')) expect(href).toContain('cc_load_policy=1');
      }
    });

    test('groups the film schedule by day, then by time', async ({ sharedPage: page }) => {
      await page.goto(`shows/${festival.name}/`);
      const schedule = page
        .getByRole('heading', { name: 'Film Schedule' })
        .locator('xpath=ancestor::*[self::aside or self::section][1]');
      await expect(schedule).toBeVisible();
      const text = await schedule.innerText();
      // Walk the expected sequence — day, its films in time order, next day … — through the text.
      let cursor = 0;
      for (const day of Object.keys(festival.schedule).sort()) {
        const weekday = weekdayOf(day);
        const at = text.indexOf(weekday, cursor);
        expect(at, `${weekday} (${day}) after position ${cursor}`).toBeGreaterThanOrEqual(0);
        cursor = at + weekday.length;
        const slots = festival.schedule[day] ?? {};
        for (const time of Object.keys(slots).sort()) {
          const title = slots[time] ?? '';
          const found = text.slice(cursor).search(titlePattern(title));
          expect(found, `${title} at ${time} on ${day}, in order`).toBeGreaterThanOrEqual(0);
          cursor += found + title.length;
        }
      }
    });

    test('leads to each film page', async ({ sharedPage: page, baseURL }) => {
      const film = festival.films[0];
      if (!film) throw new Error(`${festival.name} has no films`);
      await page.goto(`shows/${festival.name}/`);
      await main(page).locator(`a[href$="/show/${film.name}/"]`).first().click();
      await expect.poll(() => page.url()).toBe(`${baseURL}show/${film.name}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titlePattern(film.title));
    });

    test('its placeholder page names it', async ({ sharedPage: page }) => {
      await page.goto(`festival/${festival.name}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/festival/i);
      await expect(main(page)).toContainText(festival.title);
    });
  });
}

/**
 * Related events (docs/rules/shows.md#related-events), as served, without a browser: every show
 * page suggests at most three events whose links answer, and a show whose file names another that
 * is still to come and not called off lists it, and is listed back.
 */
type ShowEntry = (typeof shows)[number];

function stillOpen(show: ShowEntry): boolean {
  return (
    (show.endDate ?? show.day) >= venueToday() &&
    show.status !== 'cancelled' &&
    show.status !== 'postponed'
  );
}

test('related events: at most three working links, and named shows lead to each other', async ({
  request,
}) => {
  const suggested = new Map<string, string[]>();
  const answered = new Set<string>();
  for (const show of shows) {
    const { document } = await servedPage(request, `shows/${show.name}/`);
    const heading = [...document.querySelectorAll('h2')].find(
      (h2) => h2.textContent === 'Related events',
    );
    const links = [...(heading?.closest('section')?.querySelectorAll('a') ?? [])];
    expect(links.length, `suggestions on /shows/${show.name}/`).toBeLessThanOrEqual(3);
    suggested.set(
      show.name,
      links.map((link) => new URL(link.href).pathname),
    );
    for (const link of links) {
      if (answered.has(link.href)) continue;
      const response = await request.get(link.href);
      expect(response.status(), link.href).toBe(200);
      answered.add(link.href);
    }
  }
  // A show is sure to list every show it is linked with only while those links fit in three.
  const linkedWith = (show: ShowEntry) =>
    shows.filter(
      (other) =>
        other !== show &&
        stillOpen(other) &&
        (show.related.includes(other.name) || other.related.includes(show.name)),
    ).length +
    education.events.filter(
      (event) => event.related.includes(show.name) && event.date >= venueToday(),
    ).length;
  for (const show of shows.filter(stillOpen)) {
    for (const target of shows.filter((other) => show.related.includes(other.name))) {
      if (!stillOpen(target)) continue;
      if (linkedWith(show) <= 3) {
        expect(suggested.get(show.name)).toContain(`${BASE_PATH}/shows/${target.name}/`);
      }
      if (linkedWith(target) <= 3) {
        expect(suggested.get(target.name)).toContain(`${BASE_PATH}/shows/${show.name}/`);
      }
    }
  }
});
