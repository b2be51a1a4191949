import { PAGE_POLL_PATH } from './layout';

/**
 * The page's stylesheet and its one small script, served from this site (the CSP allows nothing
 * else). Light and dark follow prefers-color-scheme; colours keep text at WCAG AA contrast.
 */
export const PAGE_CSS = `
:root{--bg:#f4f5f7;--card:#ffffff;--text:#1a1a1a;--muted:#4a4f57;--line:#d5d9e0;--accent:#1f4f8f;--accent-text:#ffffff;--ok:#14532d;--ok-bg:#dcfce7;--bad:#7f1d1d;--bad-bg:#fee2e2;--warn:#713f12;--warn-bg:#fef3c7;--focus:#b35900}
@media (prefers-color-scheme: dark){:root{--bg:#111418;--card:#1b2027;--text:#e8eaed;--muted:#b4bac3;--line:#343b46;--accent:#8ab4f8;--accent-text:#0b1320;--ok:#bbf7d0;--ok-bg:#12351f;--bad:#fecaca;--bad-bg:#3f1515;--warn:#fde68a;--warn-bg:#3a2a08;--focus:#ffb366}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;line-height:1.5;color:var(--text);background:var(--bg)}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,main:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem}
.skip:focus{left:.5rem}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.5rem 1rem;background:var(--card);border-bottom:1px solid var(--line)}
.brand{margin:0;font-weight:700}
.top ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
.top a{text-decoration:none;padding:.25rem .1rem;font-weight:600}
.top a[aria-current="page"]{border-bottom:3px solid var(--accent)}
.live-status{margin:0 0 0 auto;color:var(--muted);font-size:.85rem}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:0 0 .25rem}
.bottom{max-width:60rem;margin:0 auto;padding:1rem;color:var(--muted);font-size:.85rem}
.notice{padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
.notice-success{background:var(--ok-bg);color:var(--ok)}
.notice-error{background:var(--bad-bg);color:var(--bad)}
.filters{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end;margin-bottom:1rem}
.filters label,.stack label{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted);gap:.15rem}
input,select,textarea,button{font:inherit;color:var(--text);background:var(--card);border:1px solid var(--line);border-radius:.4rem;padding:.35rem .5rem}
button{background:var(--accent);color:var(--accent-text);border-color:var(--accent);font-weight:600;cursor:pointer}
button.secondary{background:var(--card);color:var(--accent)}
.cards{display:grid;gap:1rem;list-style:none;margin:0;padding:0}
.card{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem}
.card-head{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;color:var(--muted);font-size:.85rem;margin-bottom:.5rem}
.network{font-weight:700;color:var(--text);text-transform:capitalize}
.badge{display:inline-block;padding:0 .5rem;border-radius:1rem;font-size:.8rem;font-weight:600;background:var(--warn-bg);color:var(--warn)}
.badge-success,.badge-delivered{background:var(--ok-bg);color:var(--ok)}
.badge-error,.badge-failed,.badge-deleted{background:var(--bad-bg);color:var(--bad)}
.network-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.25rem 0}
.thread{list-style:none;margin:0;padding:0 0 0 1rem;border-left:3px solid var(--line)}
.thread li{padding:.5rem 0;border-bottom:1px dashed var(--line)}
.thread li:last-child{border-bottom:0}
.media{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
.media img{max-width:12rem;max-height:9rem;border-radius:.4rem;border:1px solid var(--line)}
.media-missing{display:inline-block;max-width:24rem;padding:.35rem .5rem;border:1px dashed var(--line);border-radius:.4rem;color:var(--muted);overflow-wrap:anywhere;font-size:.9em}
.meta{color:var(--muted);font-size:.85rem;margin:.25rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin-top:.75rem}
.actions form{display:flex;gap:.35rem;align-items:flex-end}
.day{margin-bottom:1.5rem}
.slot{color:var(--muted);font-style:italic}
table{border-collapse:collapse;width:100%;background:var(--card)}
.table-scroll{overflow-x:auto}
.table-scroll td code{overflow-wrap:normal;white-space:nowrap}
/* A webhook URL wraps, so Status and the columns after it stay in view at laptop widths. */
.table-scroll td code.wrap{overflow-wrap:anywhere;white-space:normal;word-break:break-all}
table.deliveries td{vertical-align:top}
details{margin:.5rem 0}
summary{cursor:pointer;font-weight:600;padding:.25rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.5rem 0}
dt{color:var(--muted)}
dd{margin:0}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid var(--line);vertical-align:top;font-size:.9rem}
.messages{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.message{max-width:80%;padding:.5rem .75rem;border-radius:.75rem;background:var(--bg);border:1px solid var(--line)}
.message-sent{margin-left:auto;background:var(--ok-bg);color:var(--ok)}
.stack{display:grid;gap:.5rem;max-width:32rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
code{overflow-wrap:anywhere}
`;

/**
 * Live updates by polling: every 2 s the page asks /page/changes for the sandbox's change stamp and,
 * when it moved since the page was read (the stamp it was served with), fetches itself again and swaps each [data-live] region (unless focus is inside it,
 * so nobody loses what they are typing). Without JavaScript the page still works: forms post and redirect.
 */
export const PAGE_JS = `
(function () {
  var initial = document.body.getAttribute('data-change-stamp');
  var stamp = initial ? Number(initial) : null;
  var status = document.getElementById('live-status');
  function swap(text) {
    var next = new DOMParser().parseFromString(text, 'text/html');
    document.querySelectorAll('[data-live]').forEach(function (region) {
      if (region.contains(document.activeElement)) return;
      var fresh = next.getElementById(region.id);
      if (fresh) region.innerHTML = fresh.innerHTML;
    });
    if (status) status.textContent = 'Updated ' + new Date().toISOString().slice(11, 19) + ' UTC';
    return Number(next.body.getAttribute('data-change-stamp'));
  }
  function poll() {
    fetch('${PAGE_POLL_PATH}', { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        if (stamp !== null && body.stamp !== stamp) {
          return fetch(location.href, { headers: { accept: 'text/html' }, cache: 'no-store' })
            .then(function (r) { return r.text(); })
            .then(function (text) { stamp = swap(text) || body.stamp; });
        }
        stamp = body.stamp;
      })
      .catch(function () { if (status) status.textContent = 'Live updates paused: the sandbox does not answer.'; })
      .then(function () { setTimeout(poll, 2000); });
  }
  // A media URL the browser cannot load says why instead of showing a broken image.
  function explainMissing(img) {
    if (!img || img.tagName !== 'IMG' || !img.closest('.media')) return;
    var note = document.createElement('span');
    note.className = 'media-missing';
    note.setAttribute('role', 'note');
    note.textContent = img.alt + ': could not be loaded from ' + img.src + ' (unreachable from here, e.g. offline, or not an image)';
    img.replaceWith(note);
  }
  document.addEventListener('error', function (event) { explainMissing(event.target); }, true);
  document.querySelectorAll('.media img').forEach(function (img) {
    if (img.complete && img.naturalWidth === 0) explainMissing(img);
  });
  poll();
})();
`;
