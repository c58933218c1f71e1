import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_SITE_CONTACT,
  placeholderDetails,
  restampSiteContact,
  type SiteContact,
} from '../../../guards/site-contact';

const OPERATOR: SiteContact = {
  phone: '5127430100',
  email: 'help@accident-claims.us',
  url: 'https://accident-claims.us',
  partnerOfferUrl: 'https://offers.partner.us/click?tid={transaction_id}',
};

describe('placeholders a deployment must replace', () => {
  it('finds every detail of the built placeholders but the unset partner offer', () => {
    expect(placeholderDetails(PLACEHOLDER_SITE_CONTACT)).toEqual(['phone', 'email', 'url']);
  });

  it('finds none in an operator’s own details', () => {
    expect(placeholderDetails(OPERATOR)).toEqual([]);
    expect(placeholderDetails({ ...OPERATOR, partnerOfferUrl: '' })).toEqual([]);
  });

  it.each<[string, Partial<SiteContact>, string[]]>([
    ['a fictional 555-01xx number in any area code', { phone: '2125550143' }, ['phone']],
    ['a real number with 555 outside the fictional block', { phone: '2125551234' }, []],
    ['an e-mail at example.org', { email: 'info@example.org' }, ['email']],
    ['an e-mail at a .test domain', { email: 'me@site.test' }, ['email']],
    ['a site on localhost', { url: 'http://localhost:8080' }, ['url']],
    ['a site on 127.0.0.1', { url: 'http://127.0.0.1:3000' }, ['url']],
    ['a site on a subdomain of example.com', { url: 'https://www.example.com' }, ['url']],
    ['a site whose name only contains "example"', { url: 'https://examples-of-claims.us' }, []],
    ['a partner offer at example.net', { partnerOfferUrl: 'https://example.net/o' }, ['partnerOfferUrl']],
  ])('%s', (_case, change, found) => {
    expect(placeholderDetails({ ...OPERATOR, ...change })).toEqual(found);
  });
});

describe('the operator’s details written over a built page', () => {
  const built = [
    '<link rel="canonical" href="http://localhost:3000/about-us/" />',
    '<a href="tel:+18005550199">(800) 555-0199</a> <a href="mailto:info@example.com">info@example.com</a>',
    '<script type="application/ld+json">{"url":"http://localhost:3000","telephone":"+18005550199"}</script>',
    '<script type="application/json" id="site-config">{"name":"Accident Claim Help","phone":"8005550199","email":"info@example.com","dateOfBirthStates":[],"partnerOfferUrl":"","videos":{}}</script>',
  ].join('\n');

  it('replaces each placeholder where the page shows or embeds it', () => {
    const stamped = restampSiteContact(built, PLACEHOLDER_SITE_CONTACT, OPERATOR);
    expect(stamped).toBe(
      [
        '<link rel="canonical" href="https://accident-claims.us/about-us/" />',
        '<a href="tel:+15127430100">(512) 743-0100</a> <a href="mailto:help@accident-claims.us">help@accident-claims.us</a>',
        '<script type="application/ld+json">{"url":"https://accident-claims.us","telephone":"+15127430100"}</script>',
        '<script type="application/json" id="site-config">{"name":"Accident Claim Help","phone":"5127430100","email":"help@accident-claims.us","dateOfBirthStates":[],"partnerOfferUrl":"https://offers.partner.us/click?tid={transaction_id}","videos":{}}</script>',
      ].join('\n'),
    );
    expect(stamped).not.toMatch(/localhost|example\.com|555-0199|5550199/);
  });

  it('keeps a page as it is when the details are the placeholders', () => {
    expect(restampSiteContact(built, PLACEHOLDER_SITE_CONTACT, PLACEHOLDER_SITE_CONTACT)).toBe(built);
  });

  it('keeps a partner offer out of a script element’s end', () => {
    const sneaky = { ...OPERATOR, partnerOfferUrl: 'https://p.us/</script><script>alert(1)</script>' };
    expect(restampSiteContact(built, PLACEHOLDER_SITE_CONTACT, sneaky)).not.toContain('</script><script>');
  });
});
