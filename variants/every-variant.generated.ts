// Written by scripts/variant-index.ts (`npm run variants`, and every `npm run build`): do not edit.
import type { VariantDefinition } from './variant-definition';
import a from './definitions/a';
import b from './definitions/b';
import basic from './definitions/basic';
import benefits from './definitions/benefits';
import c from './definitions/c';
import d from './definitions/d';
import dui from './definitions/dui';
import e from './definitions/e';
import f from './definitions/f';
import firstFunnel from './definitions/first-funnel';
import gpoMmm from './definitions/gpo-mmm';
import onePage from './definitions/one-page';
import oneToOne from './definitions/one-to-one';
import quiz from './definitions/quiz';
import short from './definitions/short';
import simple from './definitions/simple';
import stateRouted from './definitions/state-routed';
import ticket from './definitions/ticket';
import tiktok from './definitions/tiktok';
import v4 from './definitions/v4';
import v4g from './definitions/v4g';
import v4nvEp from './definitions/v4nv-ep';
import v4nvRz from './definitions/v4nv-rz';
import v4nv from './definitions/v4nv';
import v7 from './definitions/v7';
import vw3 from './definitions/vw3';

/** Every variant, loaded at once: for tools, tests and the server, never for a survey page. */
export const EVERY_VARIANT: readonly VariantDefinition[] = [
  a,
  b,
  basic,
  benefits,
  c,
  d,
  dui,
  e,
  f,
  firstFunnel,
  gpoMmm,
  onePage,
  oneToOne,
  quiz,
  short,
  simple,
  stateRouted,
  ticket,
  tiktok,
  v4,
  v4g,
  v4nvEp,
  v4nvRz,
  v4nv,
  v7,
  vw3,
];
