/**
 * A prerendered page needs no JavaScript for its first paint, only to answer taps once hydrated (until then the
 * early-input script keeps them). So its modules are requested right after the first paint, not while the browser
 * is still parsing and painting: the prerenderer lists them in a JSON element (PAGE_MODULES_ELEMENT_ID, the entry
 * first, then the chunks to preload), and this inline script, last in the body, adds the entry script and the
 * preload links once a frame has been painted (at once in a hidden tab, which paints nothing).
 * It also registers the service worker. A string, like the early-input script, because the server's Content-Security-Policy allows it by its hash.
 */
import { SERVICE_WORKER_URL } from './service-worker-messages';

export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

export const PAGE_MODULES_SCRIPT =
  `(function(){var d=document,m=JSON.parse(d.getElementById('${PAGE_MODULES_ELEMENT_ID}').textContent);` +
  "function add(tag,props){var e=d.createElement(tag);e.crossOrigin='anonymous';for(var k in props)e[k]=props[k];d.head.appendChild(e)}" +
  // One element a task: starting a request costs the main thread a millisecond or more on a phone, and a page's
  // first load asks for fifteen.
  "function load(i){add(i?'link':'script',i?{rel:'modulepreload',href:m[i]}:{type:'module',src:m[0]});if(++i<m.length)setTimeout(load,0,i)}" +
  'if(d.hidden)load(0);else requestAnimationFrame(function(){setTimeout(load,0,0)});' +
  // The service worker (the lead outbox and the offline thank-you pages), once the page has loaded, so it never
  // competes with the page's own first requests.
  "var w=navigator.serviceWorker;w&&addEventListener('load',function(){w.register('" +
  SERVICE_WORKER_URL +
  "').catch(function(){})})})()";
