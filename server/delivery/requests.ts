import { Webhook } from 'standardwebhooks';
import { campaignFor, type Destination } from './destinations';

/**
 * What each kind of destination is sent for one lead (docs/delivery-destinations.md). Every request carries
 * the delivery's idempotency key, the same on every attempt, so a buyer that already took the lead can tell a
 * retry from a new one.
 */
export interface OutgoingLead {
  /** The delivery's idempotency key, `<lead id>:<destination name>`. */
  key: string;
  leadId: string;
  source: string;
  receivedAt: string;
  lead: Readonly<Record<string, string>>;
  /** Each field's source, for a destination that says `include_sources`. */
  sources?: Readonly<Record<string, string>>;
}

export interface DeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The affiliate id every post to the lead platform carries (spec section 9: "Affid is 10 when posting"). */
export const LEAD_PLATFORM_AFFID = '10';

function leadProsperBody(destination: Destination, outgoing: OutgoingLead): Record<string, string> {
  const { lead } = outgoing;
  // The campaign is chosen by the affiliate and offer the visitor came with, before affid becomes the post's
  // own.
  const campaign = campaignFor(destination.campaigns, lead.affid, lead.oid);
  return {
    ...lead,
    lead_id: outgoing.leadId,
    lp_campaign_id: campaign?.lp_campaign_id ?? lead.lp_campaign_id ?? '',
    lp_supplier_id: campaign?.lp_supplier_id ?? lead.lp_supplier_id ?? '',
    lp_key: campaign?.lp_key ?? lead.lp_key ?? '',
    affid: LEAD_PLATFORM_AFFID,
  };
}

/** The spec's lead-exchange `store/lead-data` body: the consent certificates that let a buyer verify the lead. */
function leadExchangeBody(outgoing: OutgoingLead): Record<string, string> {
  const { lead } = outgoing;
  return {
    project: 'MVA',
    zipCode: lead.zip_code ?? '',
    ipAddress: lead.ip_address ?? '',
    userAgent: lead.user_agent ?? '',
    tf: lead.trusted_form_cert_url || lead.trusted_form_cert_id || '',
    leadId: lead.leadid_token || lead.jornaya_leadid || '',
  };
}

export function deliveryRequest(
  destination: Destination,
  outgoing: OutgoingLead,
  now: Date,
): DeliveryRequest {
  const headers: Record<string, string> = { 'idempotency-key': outgoing.key };
  switch (destination.kind) {
    case 'leadprosper':
      return {
        url: destination.url,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(leadProsperBody(destination, outgoing)),
      };
    case 'form-webhook':
      return {
        url: destination.url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...outgoing.lead, lead_id: outgoing.leadId }).toString(),
      };
    case 'json-webhook': {
      // Standard Webhooks: the payload names its event, and the signature covers id, timestamp and body.
      const body = JSON.stringify({
        type: 'lead.created',
        timestamp: now.toISOString(),
        data: {
          id: outgoing.leadId,
          source: outgoing.source,
          received_at: outgoing.receivedAt,
          lead: outgoing.lead,
          ...(outgoing.sources ? { sources: outgoing.sources } : {}),
        },
      });
      const signature = new Webhook(destination.secret ?? '').sign(outgoing.key, now, body);
      return {
        url: destination.url,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'webhook-id': outgoing.key,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
      };
    }
    case 'lead-exchange':
      return {
        url: destination.url,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(leadExchangeBody(outgoing)),
      };
  }
}
