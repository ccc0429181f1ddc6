// @ts-check
// The simulator's hosted pages: the checkout page (an order's redirect_url or a payment link's page) and the
// result pages. Plain HTML forms, no script at all and no inline style (one stylesheet from this server), so
// they work under a strict Content-Security-Policy.

/** @param {unknown} s */
export const esc = (s) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Paise to "₹2,000.00" (Indian digit grouping). @param {number} paise */
export const rupees = (paise) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const STYLESHEET_PATH = '/checkout-assets/checkout.css';
/** An order's hosted checkout (Plural's redirect_url path). */
export const CHECKOUT_PATH = '/api/v3/checkout-bff/redirect/checkout';

export const STYLESHEET = `
body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1b1f24; margin: 0; }
main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 1.5rem 2rem;
  box-shadow: 0 1px 4px rgba(0,0,0,.12); }
.brand { font-size: .8rem; letter-spacing: .08em; text-transform: uppercase; color: #55606d; }
h1 { font-size: 1.25rem; margin: .25rem 0 1rem; }
.amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; font-size: .9rem; }
dt { color: #55606d; }
fieldset { border: 1px solid #c9d1d9; border-radius: 6px; margin: 1rem 0; }
label { display: block; padding: .25rem 0; }
.actions { display: flex; gap: 1rem; margin-top: 1rem; }
button { flex: 1; font-size: 1rem; padding: .75rem; border-radius: 6px; border: 0; cursor: pointer; }
button.pay { background: #0b6b3a; color: #fff; }
button.fail { background: #a4161a; color: #fff; }
.note { font-size: .8rem; color: #55606d; margin-top: 1.5rem; }
`;

/**
 * @param {string} title
 * @param {string} inner
 */
function layout(title, inner) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="brand">Pine Labs Plural (local simulator)</p>
${inner}
<p class="note">This is the local Plural simulator: no money moves. Pay and Fail settle the payment at once.</p>
</main>
</body>
</html>
`;
}

/**
 * The checkout page: merchant, amount, a UPI / card choice and Pay / Fail buttons.
 * @param {{ merchantName: string, amount: number, reference: string, description?: string | null,
 *   methods: string[], action: string, hidden?: Record<string, string> }} o
 */
export function checkoutPage(o) {
  const choices = ['UPI', 'CARD'].filter((m) => o.methods.length === 0 || o.methods.includes(m));
  const options = (choices.length ? choices : ['UPI'])
    .map(
      (m, i) =>
        `<label><input type="radio" name="payment_method" value="${m}"${i === 0 ? ' checked' : ''}> ${
          m === 'UPI' ? 'UPI (any UPI app)' : 'Credit / debit card'
        }</label>`,
    )
    .join('\n');
  const hidden = Object.entries(o.hidden ?? {})
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('\n');
  return layout(
    `Pay ${o.merchantName}`,
    `<h1>Pay ${esc(o.merchantName)}</h1>
<p class="amount">${esc(rupees(o.amount))}</p>
<dl><dt>Reference</dt><dd>${esc(o.reference)}</dd>${
      o.description ? `<dt>For</dt><dd>${esc(o.description)}</dd>` : ''
    }</dl>
<form method="post" action="${esc(o.action)}">
${hidden}
<fieldset><legend>Pay with</legend>
${options}
</fieldset>
<div class="actions">
<button class="pay" type="submit" name="outcome" value="pay">Pay</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail</button>
</div>
</form>`,
  );
}

/**
 * A page with a message (settled order, paid link, unknown token...).
 * @param {string} title
 * @param {string} message
 * @param {{ href: string, label: string } | null} [link]
 */
export function messagePage(title, message, link = null) {
  return layout(
    title,
    `<h1>${esc(title)}</h1>
<p>${esc(message)}</p>${link ? `\n<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}`,
  );
}
