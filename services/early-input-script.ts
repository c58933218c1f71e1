/**
 * A visitor on a slow phone sees the prerendered page and can tap it before its JavaScript has run. This inline
 * script, first in the head of every prerendered page, keeps what they do until the page is hydrated:
 * - a button press is held back (a form would otherwise submit natively, and a form without `method="post"`
 *   reloads the page with the answers, personal data included, in its URL) and the last one is kept; the pressed
 *   button is marked with EARLY_PRESS_ATTRIBUTE at once, which the step styles show as pressed, so the tap answers
 *   before React does;
 * - every field the visitor changed is noted with the value they gave it, since React does not notice a value
 *   that changed before it ran, and puts a controlled select back to its rendered value as it hydrates;
 * - a press is kept from React's own listeners too: React listens from the moment it starts hydrating, and a press
 *   it answered would be answered again when it is handed over.
 * A press in a form that posts (every survey step is a `<form method="post">` whose answer buttons submit their
 * value, and the server advances the funnel from it) does not wait on the page for long: if the page has not
 * hydrated within NATIVE_SUBMIT_AFTER_MS of the tap, the script submits the form itself, the pressed button as the
 * submitter, and the server answers with the next step. From then on the page is leaving: it answers no other tap,
 * and the hand-over gives the press to nobody, so an answer (and a lead) is never given twice. A page brought back
 * from the back/forward cache listens again.
 * It lives with the contracts because the server's Content-Security-Policy allows it by its hash.
 * src/app/early-input-replay.ts hands both to the page once React listens. It is a string, not a function, so the
 * bytes in the page are exactly the bytes the server hashes into its Content-Security-Policy.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

/** How long a press in a posting form waits for the page to hydrate before the form goes to the server. */
export const NATIVE_SUBMIT_AFTER_MS = 1000;

export const EARLY_INPUT_SCRIPT =
  `(function(){var w=window,d=document,A='${EARLY_PRESS_ATTRIBUTE}',` +
  'q=w.__earlyInput={fields:[],values:[],press:null,sent:false,ready:false};' +
  // Holding until the page has hydrated, and only while this run of the script is the page's (a test runs it anew).
  'function live(){return!w.__hydrated&&w.__earlyInput===q}' +
  'function on(type,handle){d.addEventListener(type,function(e){if(live())handle(e)},true)}' +
  'function unmark(){var o=d.querySelectorAll("["+A+"]");for(var i=0;i<o.length;i++)o[i].removeAttribute(A)}' +
  'function mark(b){unmark();b.setAttribute(A,"")}' +
  // The form goes to the server with its pressed button; q.sending lets the script's own submission through.
  'function send(f,b){q.sending=1;try{if(f.requestSubmit)f.requestSubmit(b||null);else if(b)b.click();' +
  'else{f.submit();q.sent=true}}catch(x){}q.sending=0;if(q.sent)q.press=null}' +
  'function arm(f,b){clearTimeout(q.timer);if(!f||f.method!=="post")return;var held=q.press;' +
  `q.timer=setTimeout(function(){if(live()&&!q.sent&&q.press===held&&f.isConnected)send(f,b)},${NATIVE_SUBMIT_AFTER_MS})}` +
  "on('click',function(e){if(q.sending)return e.stopPropagation();var b=e.target.closest&&e.target.closest('button');" +
  "if(b){e.preventDefault();e.stopPropagation();if(q.sent)return;q.press=b;mark(b);arm(b.type==='submit'&&b.form,b)}});" +
  "on('submit',function(e){e.stopPropagation();if(q.sending){q.sent=true;return}e.preventDefault();" +
  'if(!q.press&&!q.sent){q.press=e.target;if(e.submitter)mark(e.submitter);arm(e.target,e.submitter)}});' +
  'function note(e){var t=e.target,i;if(!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))return;i=q.fields.indexOf(t);' +
  'if(i<0)i=q.fields.push(t)-1;q.values[i]=/^(checkbox|radio)$/.test(t.type)?t.checked:t.value}' +
  "on('input',note);on('change',note);" +
  "w.addEventListener('pageshow',function(e){if(!e.persisted||!q.sent)return;q.sent=false;unmark();" +
  'if(q.ready){w.__hydrated=true;w.__earlyInput=undefined}})})()';
