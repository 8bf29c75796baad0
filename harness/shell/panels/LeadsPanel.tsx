import { useState } from 'react';
import type { FakeCaptchaBehaviour } from '../../../sandbox/fake-captcha';
import type { LeadEntry, LeadRulesState } from '../../protocol';
import { orderSummary, type OrderSummary } from './order-summary';

const CAPTCHA_DEMANDS = [
  ['none', 'No'],
  ['visible', 'Yes, a visible one'],
  ['invisible', 'Yes, an invisible one'],
] as const;
const CAPTCHA_BEHAVIOURS: readonly (readonly [FakeCaptchaBehaviour, string])[] = [
  ['pass', 'Passes'],
  ['fail', 'Fails'],
  ['expire', 'Passes, then the token expires'],
  ['never', 'Never loads'],
];

/**
 * Every lead the page's forms sent to the sandbox, newest first, with its payload (issue 13); an
 * order also says what it holds. Above them, the captcha cases of spec 002 §4, §8 for QA: the
 * server asks for a captcha (a lead without a token gets 400 with `captcha`), and how the fake
 * captcha answers — "never loads" counts from the next page load, as the provider's script is
 * fetched once.
 */
export function LeadsPanel({ leads, rules, onLeadRules }: { leads: LeadEntry[]; rules: LeadRulesState; onLeadRules(rules: Partial<LeadRulesState>): void }) {
  return (
    <>
      <div className="shell__lead-rules">
        <RuleSelect label="Server asks for a captcha" value={rules.captcha ?? 'none'} choices={CAPTCHA_DEMANDS} onChoose={(demand) => onLeadRules({ captcha: demand === 'none' ? null : demand })} />
        <RuleSelect label="The captcha" value={rules.captchaBehaviour} choices={CAPTCHA_BEHAVIOURS} onChoose={(captchaBehaviour) => onLeadRules({ captchaBehaviour })} />
      </div>
      {leads.length === 0 ? <p className="shell__empty">No leads yet. Send a form on the page.</p> : <LeadList leads={leads} label="Leads" />}
    </>
  );
}

/** A labelled select over a rule's values; the chosen one comes back typed, as one of `choices`. */
function RuleSelect<Value extends string>({ label, value, choices, onChoose }: { label: string; value: Value; choices: readonly (readonly [Value, string])[]; onChoose(value: Value): void }) {
  return (
    <label>
      {label}{' '}
      <select
        value={value}
        onChange={(event) => {
          const chosen = choices.find(([candidate]) => candidate === event.target.value);
          if (chosen) onChoose(chosen[0]);
        }}
      >
        {choices.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The orders from the cart (issue 15): what each holds (lines, shipping, address, promotions, the
 * sum to pay) or why the sandbox answered 409, and a switch that makes the sandbox's shop drop its
 * shipping methods, so the next order gets 409 "Shipping not found". The other 409, a price or
 * stock changed since the visitor ordered, comes from the Cart panel's changes.
 */
export function OrdersPanel({ leads, shippingGone, onShippingGone }: { leads: LeadEntry[]; shippingGone: boolean; onShippingGone(gone: boolean): void }) {
  // Shown as asked at once; the frame's report (the sandbox's own rule) has the last word.
  const [asked, setAsked] = useState(shippingGone);
  const [reported, setReported] = useState(shippingGone);
  if (reported !== shippingGone) {
    setReported(shippingGone);
    setAsked(shippingGone);
  }
  const orders = leads.filter((lead) => orderSummary(lead.payload) !== null);
  return (
    <>
      <label className="shell__check">
        <input
          type="checkbox"
          checked={asked}
          onChange={(event) => {
            setAsked(event.target.checked);
            onShippingGone(event.target.checked);
          }}
        />{' '}
        Shop dropped its shipping methods (orders get 409 “Shipping not found”)
      </label>
      {orders.length === 0 ? <p className="shell__empty">No orders yet. Order from the cart on the page.</p> : <LeadList leads={orders} label="Orders" />}
    </>
  );
}

function LeadList({ leads, label }: { leads: LeadEntry[]; label: string }) {
  return (
    <ul className="shell__events shell__leads" aria-label={label}>
      {[...leads].reverse().map((lead, index) => {
        const order = orderSummary(lead.payload);
        const kind = order ? 'order' : 'lead';
        return (
        <li key={`${lead.time}-${index}`} data-lead-id={lead.leadId ?? undefined} data-lead-status={lead.status} data-lead-kind={kind}>
          <strong>{lead.leadId === null ? `${kind} refused (${lead.status})` : `${kind} #${lead.leadId}`}</strong> <span>{`${lead.projectId} / ${lead.groupId}`}</span>
          {lead.refusal && <div className="shell__lead-refusal">{lead.refusal}</div>}
          {order && <OrderLines order={order} />}
          <details>
            <summary>payload</summary>
            <pre className="shell__lead-payload">{JSON.stringify(lead.payload, null, 2)}</pre>
          </details>
        </li>
        );
      })}
    </ul>
  );
}

function OrderLines({ order }: { order: OrderSummary }) {
  return (
    <div className="shell__order" data-order-summary="">
      <ul>
        {order.lines.map((line, index) => (
          <li key={index}>{`${line.title} × ${line.count}${line.price === null ? ', no price' : ` at ${line.price}`}`}</li>
        ))}
      </ul>
      {order.shipping && <div>{`Shipping: ${order.shipping}`}</div>}
      {order.address && <div>{`Address: ${order.address}`}</div>}
      {order.promotions.length > 0 && <div>{`Promotions: ${order.promotions.join(', ')}`}</div>}
      {order.pay !== null && <div>{`To pay: ${order.pay}`}</div>}
    </div>
  );
}
