import { readBuyersConfig } from '../buyers-config';
import { setting, settings } from '../env-variable';
import { boolean, text, optionalText, positiveInteger, commaList } from './readers';

/** How leads are kept, matched and handed on: delivery, retention, duplicates, identity, buyers, affiliates. */
export const LEAD_SETTINGS = settings({
  deliveryConfigFile: setting(
    'DELIVERY_CONFIG',
    '',
    text,
    'A JSON file of the destinations every stored lead is delivered to (LeadProsper, webhooks, the lead exchange), checked at start; see [the delivery file](delivery-destinations.md). Unset, leads are stored and delivered nowhere (start-up says so).',
  ),
  sellingConfigFile: setting(
    'SELLING_CONFIG',
    '',
    text,
    'A JSON file of the buyers leads are sold to: kind, price or least bid, exclusivity, filters, caps per day, week and month in their own time zone, schedule and return window, and what a lead costs to buy by affiliate (`lead_costs`); checked at start, see [the buyers file](selling.md#the-buyers-file) and its example `docs/examples/selling.json`. Unset, no buyers: leads are delivered as `DELIVERY_CONFIG` says.',
  ),
  demoBuyers: setting(
    'DEMO_BUYERS',
    'false',
    boolean,
    'When true, three stand-in buyers inside the server join the buyers of `SELLING_CONFIG`, so a stored lead is auctioned with no outside service: one bids and buys, one bids highest and refuses the post, one is too slow to answer its ping; unless the file gives `lead_costs`, each lead costs $10, so the margins show. They speak the ping-post protocol on a listener of their own on 127.0.0.1. For trying the product; never in production. See [the demo buyers](selling.md#the-demo-buyers).',
  ),
  partialRetentionDays: setting(
    'PARTIAL_RETENTION_DAYS',
    '30',
    positiveInteger,
    'Days a saved funnel session (`POST /api/save-data`, a partial lead with its answers) is kept after its last save; the server deletes older ones when it starts and every hour.',
  ),
  consentReceiptRetentionDays: setting(
    'CONSENT_RECEIPT_RETENTION_DAYS',
    '1827',
    positiveInteger,
    "Days a lead's consent receipt (`GET /api/leads/:id/consent-receipt`) is kept after it is made: five years by default, as the Telemarketing Sales Rule asks of consent records. The server deletes older ones when it starts and every hour.",
  ),
  duplicateWindowDays: setting(
    'DUPLICATE_WINDOW_DAYS',
    '30',
    positiveInteger,
    "Days within which a lead from the same person (the same e-mail or phone, however written) is stored as a duplicate of the first, with `duplicate_of`; each delivery destination's `duplicates` option says whether it gets duplicates. See [identity and privacy](identity-and-privacy.md).",
  ),
  formStateSecret: setting(
    'FORM_STATE_SECRET',
    '',
    optionalText,
    "Key of the signature on the funnel state a survey's form carries without JavaScript ([funnels](funnels.md#without-javascript)). Unset, the random key the database made for itself is used, which every process sharing the database reads; set it to rotate the key (a page signed with the old one then asks its visitor to start again, keeping any contact details it carried).",
  ),
  identityHashSecret: setting(
    'IDENTITY_HASH_SECRET',
    '',
    optionalText,
    "Key of the hashes kept instead of an e-mail or phone: a honoured Do-Not-Sell request's (so the person stays suppressed) and the audit log's record of a search. Unset, the random key the database made at its first migration is used, which every process sharing the database reads; set it only before the first honour, as a new key makes the kept hashes match nothing.",
  ),
  buyers: setting(
    'BUYERS_CONFIG',
    '',
    text.transform(readBuyersConfig),
    'A JSON file of the one-to-one buyers, `[{ "id": "21" or ["21","22"], "name": "\u2026", "states": ["TX"] }]` (no `states`: every state), checked at start; `POST /buyers/get-available` answers from it. Unset, no firm is offered and the one-to-one paths show the abbreviated consent.',
  ),
  prepopulationAffids: setting(
    'PREPOP_AFFIDS',
    '',
    commaList,
    'Affiliate ids, comma-separated, whose landing URLs may fill the name, e-mail and phone: `GET /check-affid-pre/:affid/:percentage` answers `no` for any other. Unset, every affiliate may.',
  ),
});
