// Public forms reach the clinic: the Home feedback form is stored by the booking service and confirmed by e-mail.
import { describe, it, expect } from '@jest/globals';
import { mailTo, openPage, queryServiceDatabase, screenshot, useBrowser, waitForText } from './helpers.mjs';

const { browser } = useBrowser();

/** @param {string} email */
const storedFeedbackFrom = (email) =>
  queryServiceDatabase(
    'booking',
    "SELECT kind, name, details FROM enquiries WHERE email = $1 AND kind = 'feedback'",
    [email],
  );

describe('enquiries', () => {
  it('the Home feedback form is stored by the booking service and confirmed by e-mail', async () => {
    const { context, page } = await openPage(browser());
    const email = `e2e-feedback-${Date.now().toString(36)}@example.com`;
    try {
      await page.goto('/');
      // Home fetches the form when the visitor comes near it.
      await page.getByRole('region', { name: "We'd love to hear from you" }).scrollIntoViewIfNeeded();
      const form = page.locator('form', {
        has: page.getByRole('heading', { name: 'Send us your feedback' }),
      });
      await form.getByLabel(/^Name/).fill('E2E Visitor');
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Message/).fill('The Thane clinic was spotless.');
      await form.getByRole('button', { name: 'Send Feedback' }).click();
      await waitForText(page, 'Thank you for your feedback!');
      await screenshot(page, 'feedback-sent');
      expect(await form.getByLabel(/^Name/).inputValue()).toBe('');

      const rows = await storedFeedbackFrom(email);
      expect(rows).toEqual([
        {
          kind: 'feedback',
          name: 'E2E Visitor',
          details: { name: 'E2E Visitor', email, message: 'The Thane clinic was spotless.' },
        },
      ]);
      const { subject } = await mailTo(email);
      expect(subject).toBe('Thank you for your feedback');
    } finally {
      await context.close();
    }
  });
});
