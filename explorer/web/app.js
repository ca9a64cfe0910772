// count explorer: the page of `count serve`.
//
// Three sections (the lemma, a position, the census) talk to the local
// JSON API (see explorer/doc.go). The page's whole state lives in the
// query string, so a link shows the same thing to someone else.
// Plain ES2020, no libraries, nothing fetched but the local API.

'use strict';

// ---------------------------------------------------------------------
// Small DOM helpers
// ---------------------------------------------------------------------

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));

const SVG_NS = 'http://www.w3.org/2000/svg';

// setAttributes sets each attribute of attrs on node; className sets the
// class, and null, undefined or false leave the attribute out.
function setAttributes(node, attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(key === 'className' ? 'class' : key, value === true ? '' : String(value));
  }
}

// el makes an HTML element. Children that are strings become text nodes,
// so server text put in with el is always escaped.
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  setAttributes(node, attrs);
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// svgEl makes an SVG element the same way.
function svgEl(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttributes(node, attrs);
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// putSvg puts the server's SVG markup (trusted) into box and gives the
// picture a text alternative from its own <title>.
function putSvg(box, markup, fallback = 'a board') {
  box.innerHTML = markup || '';
  const svg = box.querySelector('svg');
  if (!svg) return;
  const title = svg.querySelector('title');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', title ? title.textContent.trim() : fallback);
  svg.setAttribute('focusable', 'false');
}

// plural says "1 square" or "8 squares".
function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

// ---------------------------------------------------------------------
// Numbers: the server sends big numbers as exact decimal strings
// ---------------------------------------------------------------------

// grouped writes a decimal string in groups of three digits, separated
// by thin spaces; anything else is returned as given.
function grouped(text) {
  const s = String(text);
  return /^\d+$/.test(s) ? s.replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009') : s;
}

// digitsOf is a decimal string without its leading zeros ("" for zero).
function digitsOf(text) {
  return String(text).trim().replace(/^0+/, '');
}

// log10 of a decimal string, exact enough for a chart: the count of
// digits plus the leading digits.
function log10(text) {
  const digits = digitsOf(text);
  if (digits === '') return -Infinity;
  const lead = digits.slice(0, 15);
  return digits.length - lead.length + Math.log10(Number(lead));
}

// magnitude splits a large number into a mantissa and a power of ten:
// "9960…494" → {mantissa: "9.96", exp: 48}; null below 10^7. The
// mantissa is rounded from the leading digits, carrying into the power:
// "99960…" is 1.00·10ⁿ⁺¹, never 10.00·10ⁿ.
function magnitude(text) {
  const digits = digitsOf(text);
  if (digits.length < 8) return null;
  let exp = digits.length - 1;
  let hundredths = Math.round(Number(`${digits.slice(0, 3)}.${digits.slice(3, 15)}`));
  if (hundredths >= 1000) {
    hundredths /= 10;
    exp += 1;
  }
  return { mantissa: (hundredths / 100).toFixed(2), exp };
}

// approx writes a large number as "≈ 9.96·10^48" (plain text, for
// tooltips); smaller numbers are returned as given.
function approx(text) {
  const m = magnitude(text);
  return m ? `≈ ${m.mantissa}·10^${m.exp}` : String(text);
}

// numberNode shows a decimal string for a table, grouped in threes.
function numberNode(text) {
  return document.createTextNode(grouped(String(text ?? '')));
}

// ---------------------------------------------------------------------
// State, kept in the query string
// ---------------------------------------------------------------------

const EXAMPLE_FEN = '4k3/8/5K2/8/8/8/8/R7 b - - 0 1';
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PAGES = ['lemma', 'position', 'census'];
const PAGE_TITLES = { lemma: 'The lemma', position: 'A position', census: 'How many chess positions?' };

const DEFAULTS = {
  page: 'lemma', material: 'KRK', board: '8x8', rules: 'placement', to_move: '',
  group: 'auto', labelled: 'false', element: '', fen: EXAMPLE_FEN,
  color_swap: 'true', men: '8', refine: 'none',
};

// These are written to the URL even at their defaults, so that a shared
// link says what it counts.
const ALWAYS_WRITTEN = ['page', 'material', 'board', 'rules', 'group'];

// FIELDS ties each state key to the id of the form field that edits it.
const FIELDS = {
  material: 'material', board: 'board', rules: 'rules', to_move: 'to-move',
  group: 'group', labelled: 'labelled', fen: 'fen', color_swap: 'color-swap',
  men: 'men', refine: 'refine',
};

const state = { ...DEFAULTS };

// readUrl reads the state from the query string.
function readUrl() {
  const params = new URLSearchParams(window.location.search);
  for (const key of Object.keys(DEFAULTS)) {
    if (params.has(key)) state[key] = params.get(key);
  }
  if (!PAGES.includes(state.page)) state.page = DEFAULTS.page;
  state.labelled = switchValue(state.labelled, DEFAULTS.labelled);
  state.color_swap = switchValue(state.color_swap, DEFAULTS.color_swap);
  state.men = String(state.men).split('-').pop(); // "2-8" means at most 8
}

// switchValue reads a switch from the address as the command reads its
// switches (strconv.ParseBool): 'true' or 'false', the default when
// empty; anything else is kept as given, for the server to refuse in the
// command's words (labelled=maybe: "--labelled is a switch: …").
function switchValue(value, fallback) {
  const text = String(value);
  if (text === '') return fallback;
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(text)) return 'true';
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(text)) return 'false';
  return text;
}

// writeUrl writes the state to the query string, leaving out values at
// their defaults (but see ALWAYS_WRITTEN).
function writeUrl() {
  const params = new URLSearchParams();
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    const value = state[key];
    if (ALWAYS_WRITTEN.includes(key) || (value !== fallback && value !== '')) params.set(key, value);
  }
  window.history.replaceState(null, '', `?${params}`);
}

// fieldsFromState puts the state into the form fields. A value a select
// does not offer falls back to the default.
function fieldsFromState() {
  for (const [key, id] of Object.entries(FIELDS)) {
    const field = document.getElementById(id);
    if (field.type === 'checkbox') {
      field.checked = state[key] === 'true';
      continue;
    }
    field.value = state[key];
    if (field.tagName === 'SELECT' && field.value !== state[key]) {
      state[key] = DEFAULTS[key];
      field.value = state[key];
    }
  }
  syncToMove();
}

// stateFromFields reads the fields of one form back into the state.
function stateFromFields(form) {
  for (const [key, id] of Object.entries(FIELDS)) {
    const field = document.getElementById(id);
    if (!form.contains(field)) continue;
    state[key] = field.type === 'checkbox' ? String(field.checked) : field.value;
  }
  syncToMove();
  writeUrl();
}

let legalToMove = ''; // the side to move chosen under the legal rules, while others are chosen

// syncToMove enables the side to move under the legal rules only: under
// the others the select is disabled and the side to move is "", so a side
// chosen for the legal rules never reaches the server with the others;
// back under the legal rules, that side comes back.
function syncToMove() {
  const select = $('#to-move');
  const hint = $('#to-move-hint');
  if (state.rules === 'legal') {
    if (select.disabled) {
      select.disabled = false;
      select.value = legalToMove;
      state.to_move = select.value;
    }
    hint.textContent = 'legal rules; (default) counts both sides';
    return;
  }
  if (!select.disabled) legalToMove = state.to_move;
  select.disabled = true;
  select.value = '';
  state.to_move = '';
  hint.textContent = 'applies to the legal rules only';
}

// ---------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------

const seen = new Set(); // the sections shown at least once

// firstShow says what a section does the first time it is shown.
const firstShow = {
  lemma: () => countMaterial(),
  position: () => { if (state.fen.trim()) canonicalise(); },
  census: () => { showBounds(); countCensus(); },
};

// showPage shows one section and hides the others.
function showPage(page) {
  state.page = page;
  for (const name of PAGES) document.getElementById(name).hidden = name !== page;
  for (const button of $$('.nav-button')) {
    if (button.dataset.page === page) button.setAttribute('aria-current', 'page');
    else button.removeAttribute('aria-current');
  }
  document.title = `${PAGE_TITLES[page]} — count explorer`;
  writeUrl();
  if (!seen.has(page)) {
    seen.add(page);
    firstShow[page]();
  }
}

// ---------------------------------------------------------------------
// Talking to the server
// ---------------------------------------------------------------------

// getJson calls the API and returns its answer; it throws an Error with
// the server's one-line message when the server refuses.
async function getJson(path, params, signal) {
  let response;
  try {
    response = await fetch(`${path}?${new URLSearchParams(params)}`, { signal });
  } catch (err) {
    if (err.name === 'AbortError') throw err;
    throw new Error('cannot reach count serve: is it still running? Start it again with count serve');
  }
  let body = null;
  try {
    body = await response.json();
  } catch (err) {
    if (err.name === 'AbortError') throw err;
  }
  if (!response.ok) {
    throw new Error(body && body.error ? body.error : `the server answered ${response.status} ${response.statusText}`);
  }
  if (body === null) throw new Error('the server answered without JSON');
  return body;
}

const running = {}; // name → AbortController of the request under way

// run runs one request of a section: it shows "counting…", calls busy(true),
// clears the error box, and at the end shows the error if any and calls
// busy(false). A new request of the same name cancels the old one.
async function run(name, ui, work) {
  if (running[name]) running[name].abort();
  const controller = new AbortController();
  running[name] = controller;
  ui.status.textContent = 'counting…';
  ui.error.textContent = '';
  ui.busy(true);
  // The seconds so far go in data-elapsed, which the style shows after
  // the status (a long count then visibly goes on).
  const start = Date.now();
  const timer = setInterval(() => {
    ui.status.dataset.elapsed = `${Math.round((Date.now() - start) / 1000)} s`;
  }, 1000);
  try {
    await work(controller.signal);
  } catch (err) {
    if (err.name !== 'AbortError') ui.error.textContent = err.message;
  } finally {
    clearInterval(timer);
    if (running[name] === controller) {
      running[name] = null;
      ui.status.textContent = '';
      delete ui.status.dataset.elapsed;
      ui.busy(false);
    }
  }
}

// cancel stops a request; its run tidies up as it ends.
function cancel(name) {
  if (running[name]) running[name].abort();
}

// ---------------------------------------------------------------------
// The lemma: the count, term by term
// ---------------------------------------------------------------------

let lemma = null; // {spec, data} of the count shown
let fixedFor = ''; // the element whose placements are listed

const lemmaUi = (button) => ({
  status: $('#lemma-status'),
  error: $('#lemma-error'),
  busy: (on) => { button.disabled = on; },
});

// countSpec is what /api/count is asked, from the state.
function countSpec() {
  return {
    material: state.material.trim(), board: state.board.trim(), rules: state.rules,
    to_move: state.rules === 'legal' ? state.to_move : '', group: state.group, labelled: state.labelled,
  };
}

// countMaterial asks the server for the count and shows it.
function countMaterial() {
  const spec = countSpec();
  cancel('list');
  return run('count', lemmaUi($('#count-button')), async (signal) => {
    const data = await getJson('api/count', spec, signal);
    lemma = { spec, data };
    showCount(data);
  });
}

// showCount shows a count: the title, the terms, the sums, the orbits.
function showCount(data) {
  $('#lemma-result').hidden = false;
  $('#lemma-title').textContent = data.title;
  $('#terms tbody').replaceChildren(...data.terms.map(termRow));
  $('#sum').textContent = data.sum;
  $('#order').textContent = data.order;
  $('#classes').textContent = data.classes;
  $('#conclusion').textContent = data.conclusion;
  fillOrbits(data);
  clearFixedList();
  const keep = data.terms.some((t) => t.name === state.element);
  selectElement(keep ? state.element : '');
}

// termRow is one row of Burnside's sum.
function termRow(term) {
  const button = el('button', {
    type: 'button', className: 'element', 'data-element': term.name, 'aria-pressed': 'false',
    title: `show what ${term.name} fixes`,
  }, term.name);
  const thumb = el('span', { className: 'thumb' }); // a click shows it full size on the main board
  putSvg(thumb, term.svg, term.name);
  legibleThumb($('svg', thumb));
  return el('tr', { 'data-element': term.name },
    el('td', { className: 'element-cell' }, button),
    el('td', { className: 'word' }, term.leapfrog),
    el('td', { className: 'word' }, term.thesis),
    el('td', { className: 'formula' }, ...formulaParts(term.formula)),
    el('td', { className: 'cycle-type' }, cycleType(term.cycle_type)),
    el('td', { className: 'thumb-cell' }, thumb),
    el('td', { className: 'fixed num' }, term.fixed),
    el('td', { className: 'why-cell' }, term.why));
}

// legibleThumb makes a term's picture legible as a thumbnail: the mark of
// each square (its cycle's number, or • on a fixed square) grows to most
// of the square, and the file and rank names, too small to read there and
// not needed to tell the cycles apart, go, with the margin they take.
function legibleThumb(svg) {
  if (!svg) return;
  let left = Infinity;
  let right = 0;
  let bottom = 0;
  for (const text of $$('text', svg)) {
    const square = text.previousElementSibling;
    if (!square || square.tagName !== 'rect') { // a file or rank name
      text.remove();
      continue;
    }
    const [x, y, s] = ['x', 'y', 'width'].map((a) => Number(square.getAttribute(a)));
    const size = s * (text.textContent.length > 2 ? 0.48 : 0.66);
    setAttributes(text, { 'font-size': size.toFixed(1), y: (y + s / 2 + size * 0.36).toFixed(1), 'font-weight': 'bold' });
    left = Math.min(left, x);
    right = Math.max(right, x + s);
    bottom = Math.max(bottom, y + s);
  }
  if (right > left) {
    svg.setAttribute('viewBox', `${left} 0 ${right - left} ${bottom}`);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    const squares = Math.max(right - left, bottom) / Number($('rect', svg).getAttribute('width'));
    if (squares > 12) svg.style.setProperty('--thumb-width', `${Math.min(200, 10 * squares)}px`);
  }
}

// formulaParts is a formula in two parts split after its arrow, so that
// "(x,y)→(19−y,19−x)" may take two lines on a narrow page (style.css).
function formulaParts(text) {
  const [from, ...to] = String(text || '').split('→');
  if (!to.length) return [from];
  return [el('span', { className: 'formula-part' }, `${from}→`), el('span', { className: 'formula-part' }, to.join('→'))];
}

// cycleType writes "1^8 2^28" with superscripts: 1⁸ 2²⁸.
function cycleType(text) {
  const span = el('span', { 'aria-label': text });
  String(text || '').split(/\s+/).filter(Boolean).forEach((part, i) => {
    const [base, exp] = part.split('^');
    if (i > 0) span.append(' ');
    span.append(base);
    if (exp !== undefined) span.append(el('sup', {}, exp));
  });
  return span;
}

// termByName is the term of the count shown with that name, or null.
function termByName(name) {
  return (lemma && lemma.data.terms.find((t) => t.name === name)) || null;
}

// selectElement selects one term ("" for none): it marks its row, shows
// its picture, its why, and whether its placements can be listed.
function selectElement(name, focus = false) {
  const term = termByName(name);
  state.element = term ? term.name : '';
  writeUrl();
  for (const row of $$('#terms tbody tr')) {
    const on = row.dataset.element === state.element;
    const button = $('button.element', row);
    row.classList.toggle('selected', on);
    button.setAttribute('aria-pressed', String(on));
    if (on) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
    if (on && focus) button.focus();
  }
  if (fixedFor !== state.element) {
    cancel('list');
    clearFixedList();
  }
  showPicture(term);
  showWhy(term);
  updateListButton();
}

// showPicture shows the orbits of the squares, or the squares a term fixes.
function showPicture(term) {
  const picture = $('#board-picture');
  const caption = $('#board-caption');
  $('#show-orbits').disabled = !term;
  if (!term) {
    putSvg(picture, lemma.data.orbit_svg, 'the orbits of the squares');
    sizePicture(picture);
    const title = $('title', picture);
    caption.replaceChildren(
      `${title ? title.textContent.trim() : 'The orbits of the squares'}. `,
      'The group maps each square onto every other square of its number: ',
      'one orbit, one colour. The solid square of each orbit stands for the pale ones.');
    return;
  }
  putSvg(picture, term.svg, term.name);
  sizePicture(picture);
  const squares = term.fixed_squares || [];
  caption.replaceChildren(
    `${term.name} (${term.leapfrog}, ${term.formula}) fixes `,
    el('span', { id: 'fixed-squares', 'data-count': squares.length }, fixedSquaresText(squares)),
    '. ',
    el('span', { className: 'caption-note' },
      'Fixed squares are gold and marked •; the squares with one number form a cycle: ',
      `${term.name} sends each of them to the next.`));
}

// sizePicture sizes the board picture by the board: its longer side 280
// px up to 10 squares, then 28 px a square up to 560 px (20 squares), so
// the numbers on a big board stay legible; never wider than its column.
// A big board's picture goes above the table (class big-board).
function sizePicture(picture) {
  const svg = $('svg', picture);
  const { files, ranks } = lemma.data;
  const side = Math.max(files, ranks);
  const longest = side > 10 ? Math.min(560, 28 * side) : 280;
  const w = Number(svg && svg.getAttribute('width')) || files;
  const h = Number(svg && svg.getAttribute('height')) || ranks;
  const width = Math.round((longest * w) / Math.max(w, h));
  const grid = $('.lemma-grid');
  grid.style.setProperty('--picture-width', `${width}px`);
  grid.classList.toggle('big-board', side > 10);
}

// bringPictureIntoView scrolls the main board picture into view when it
// is not all in view (a big board's picture is above the table).
function bringPictureIntoView() {
  const figure = $('.board-figure');
  const box = figure.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  figure.scrollIntoView({ block: box.height > window.innerHeight ? 'start' : 'nearest' });
}

// fixedSquaresText is "8 squares: a1 b2 c3 …", at most 64 of them named.
function fixedSquaresText(squares) {
  if (squares.length === 0) return 'no square';
  const shown = squares.slice(0, 64).join(' ');
  const more = squares.length > 64 ? ` … and ${squares.length - 64} more` : '';
  return `${plural(squares.length, 'square')}: ${shown}${more}`;
}

// showWhy says why a term fixes what it fixes.
function showWhy(term) {
  const why = $('#why');
  if (!term) {
    why.textContent = 'Choose an element of the group in the table to see the squares it fixes and why it fixes as many placements as it does.';
    return;
  }
  why.replaceChildren(el('strong', {}, term.name), `: ${term.why}: `, el('strong', {}, term.fixed));
}

// updateListButton enables "List the placements it fixes" when the
// selected term can be listed, and otherwise says why not.
function updateListButton() {
  const term = termByName(state.element);
  const button = $('#list-fixed');
  const note = $('#list-note');
  if (!term) {
    button.disabled = true;
    note.textContent = 'Choose an element first.';
    return;
  }
  const none = term.fixed === '0';
  button.disabled = none || !term.listable || Boolean(running.list);
  if (none) note.textContent = `${term.name} fixes no placement: nothing to list.`;
  else note.textContent = term.listable ? '' : (term.list_refusal || 'too many to list');
}

// showOrbitsPicture returns to the orbits of the squares.
function showOrbitsPicture() {
  selectElement('');
}

// moveSelection moves the selection by step rows (arrow keys), or to the
// first or last row.
function moveSelection(from, key) {
  const buttons = $$('#terms tbody button.element');
  const at = buttons.indexOf(from);
  const to = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: buttons.length - 1 }[key];
  if (to === undefined || to < 0 || to >= buttons.length) return false;
  selectElement(buttons[to].dataset.element, true);
  return true;
}

// fillOrbits fills the table of classes by stabiliser, with a total row:
// the count's classes and placements, which the rows add up to.
function fillOrbits(data) {
  $('#orbits tbody').replaceChildren(...(data.orbits || []).map((o) => el('tr', {},
    el('td', { className: 'group-cell' }, o.stabiliser),
    el('td', { className: 'group-cell' }, o.conjugates),
    el('td', { className: 'num' }, String(o.class_size)),
    el('td', { className: 'num' }, o.classes),
    el('td', { className: 'num' }, o.placements))));
  $('#orbits tfoot').replaceChildren(el('tr', {},
    el('th', { scope: 'row', colspan: 3 }, 'all'),
    el('td', { className: 'num' }, data.classes),
    el('td', { className: 'num' }, data.placements)));
}

// ---------------------------------------------------------------------
// The lemma: the placements one element fixes
// ---------------------------------------------------------------------

const BATCH = 500; // placements drawn at a time

// listFixed asks the server for the placements the selected term fixes.
function listFixed() {
  const term = termByName(state.element);
  if (!lemma || !term || !term.listable) return;
  const spec = { ...lemma.spec, element: term.name };
  const { files, ranks } = lemma.data;
  const ui = { status: $('#list-status'), error: $('#lemma-error'), busy: () => updateListButton() };
  run('list', ui, async (signal) => {
    const data = await getJson('api/fixed', spec, signal);
    showFixedList(data, files, ranks);
  });
  updateListButton();
}

function clearFixedList() {
  fixedFor = '';
  $('#fixed-list').replaceChildren();
}

// showFixedList draws the listed placements, a batch at a time.
function showFixedList(data, files, ranks) {
  fixedFor = data.element;
  const placements = data.placements || [];
  const box = $('#fixed-list');
  const grid = el('div', { className: 'placements' });
  const heading = el('h3', {}, `${plural(placements.length, 'placement')} fixed by ${data.element}`);
  const parts = [heading];
  if (String(placements.length) !== String(data.fixed)) {
    parts.push(el('p', { className: 'note' },
      `|Fix(${data.element})| = ${data.fixed}: a placement counts once for each side that may move in it.`));
  }
  if (placements.length === 0) {
    parts.push(el('p', {}, `${data.element} fixes no placement: its term in Burnside's sum is 0.`));
  }
  // Boards get wider on big boards: 128 px for 8x8, up to 200 px; with
  // labelled men, whose numbers are small subscripts, 192 px for 8x8, up
  // to 240 px.
  const side = Math.max(files, ranks);
  const labelled = placements.some((p) => (p.men || []).some((m) => m.number > 1)); // identical men, numbered
  const width = labelled ? Math.min(240, Math.max(160, 24 * side)) : Math.min(200, Math.max(128, 9 * side));
  grid.style.setProperty('--board-width', `${width}px`);
  const more = el('button', { type: 'button', id: 'more-fixed', className: 'no-print' });
  let drawn = 0;
  const drawBatch = () => {
    const batch = placements.slice(drawn, drawn + BATCH);
    grid.append(...batch.map((p) => placementFigure(p, files, ranks)));
    drawn += batch.length;
    more.textContent = `Show ${Math.min(BATCH, placements.length - drawn)} more (${placements.length - drawn} not shown)`;
    more.hidden = drawn >= placements.length;
  };
  more.addEventListener('click', drawBatch);
  drawBatch();
  box.replaceChildren(...parts, grid, more);
}

// placementFigure is one fixed placement: a small board and the sides to
// move. Its label names each man and its square, labelled men with their
// number: "K1 a1, K2 b1". A man alone of its kind (a king of each side)
// goes without its number 1, which tells nothing apart.
function placementFigure(placement, files, ranks) {
  const kinds = {};
  for (const m of placement.men || []) kinds[m.piece] = (kinds[m.piece] || 0) + 1;
  const men = (placement.men || []).map((m) => (kinds[m.piece] > 1 ? m : { ...m, number: undefined }));
  const sides = placement.sides || [];
  const toMove = sides.map((side) => `${side} to move`).join(', '); // each side counts once in |Fix|
  const label = men.map((m) => `${m.piece}${m.number || ''} ${m.square}`).join(', ') + (toMove ? `; ${toMove}` : '');
  return el('figure', { className: 'placement' },
    drawBoard(files, ranks, men, label, 'placement-board'),
    toMove ? el('figcaption', {}, toMove) : null);
}

// ---------------------------------------------------------------------
// Boards drawn by the page
// ---------------------------------------------------------------------

// squareXY turns "e4" into [4, 3] (file, rank from 0); null if not a square.
function squareXY(square) {
  const m = /^([a-z])(\d+)$/.exec(String(square));
  return m ? [m[1].charCodeAt(0) - 97, Number(m[2]) - 1] : null;
}

function squareName(x, y) {
  return `${String.fromCharCode(97 + x)}${y + 1}`;
}

// isDark tells the colour of a square: a1 is dark.
const isDark = (x, y) => (x + y) % 2 === 0;

// drawBoard draws a board as SVG with its men as figurines (see
// figurine); a labelled man (one with a number) has its number at its
// square's lower right.
function drawBoard(files, ranks, men, label, className) {
  const s = 20;
  const side = Math.max(files, ranks);
  const grow = Math.min(1.5, Math.max(1, side / 10)); // bigger men on big boards
  const svg = svgEl('svg', {
    viewBox: `0 0 ${files * s} ${ranks * s}`, className, role: 'img', 'aria-label': label,
    'font-family': 'sans-serif',
  }, svgEl('title', {}, label));
  // The squares are one rect filled with a checkerboard pattern (defined
  // once in index.html), chosen so that a1 comes out dark.
  const pattern = isDark(0, ranks - 1) ? 'checker-top-dark' : 'checker-top-light';
  svg.append(svgEl('rect', { width: files * s, height: ranks * s, fill: `url(#${pattern})` }));
  for (const man of men) {
    const xy = squareXY(man.square);
    if (!xy) continue;
    const cx = xy[0] * s + s / 2;
    const cy = (ranks - 1 - xy[1]) * s + s / 2;
    svg.append(figurine(man.piece, cx, cy, s * grow, man.number));
  }
  return svg;
}

// Men are drawn as figurines, the Unicode chess symbols, which need no
// picture and no licence: the solid glyph (♚♛♜♝♞♟), filled white with a
// dark outline for a white man, filled black with a light outline for a
// black man, so that both read on light and dark squares; the outline
// also traces the glyph's inner lines. (The outline glyphs ♔♕♖♗♘♙ are
// not laid over it: in some fonts, DejaVu Sans among them, they are drawn
// smaller than the solid ones.) Each glyph ends in U+FE0E, which asks for
// its text presentation, so that no font draws the black pawn (U+265F)
// as a coloured emoji. The glyphs, outlines and fonts are those of the
// command's pictures (chessFonts and the men in tables/svg.go).
const SOLID = { K: '\u265A', Q: '\u265B', R: '\u265C', B: '\u265D', N: '\u265E', P: '\u265F' };
const TEXT_PRESENTATION = '\uFE0E';
const CHESS_FONTS = "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols 2', 'Apple Symbols', sans-serif";

// figurine draws man piece (its letter, upper case White) on the square of
// side size centred on (cx, cy); a number (a labelled man's) goes at the
// square's lower right, dark on a white halo, the man a little smaller
// and to its left.
function figurine(piece, cx, cy, size, number) {
  const kind = piece.toUpperCase();
  const white = piece === kind;
  const g = svgEl('g', { className: 'man', 'data-piece': piece });
  const glyph = number ? size * 0.74 : size * 0.9;
  const x = number ? cx - size * 0.12 : cx;
  const at = {
    x, y: cy + glyph * 0.36, 'font-size': glyph, 'font-family': CHESS_FONTS, 'text-anchor': 'middle', className: 'figurine',
  };
  g.append(svgEl('text', {
    ...at, fill: white ? '#fff' : '#111', stroke: white ? '#111' : '#fff', 'stroke-width': glyph * (white ? 0.06 : 0.04),
    'stroke-linejoin': 'round', 'paint-order': 'stroke',
  }, SOLID[kind] + TEXT_PRESENTATION));
  if (number) {
    const digits = String(number);
    const font = size * (digits.length > 1 ? 0.36 : 0.44);
    g.append(svgEl('text', {
      x: cx + size * 0.3, y: cy + size * 0.46, 'font-size': font, 'font-weight': 'bold', 'text-anchor': 'middle',
      fill: '#111', stroke: '#fff', 'stroke-width': font * 0.3, 'stroke-linejoin': 'round', 'paint-order': 'stroke',
      className: 'man-number',
    }, digits));
  }
  return g;
}

// ---------------------------------------------------------------------
// A position: FEN helpers
// ---------------------------------------------------------------------

const PIECE_NAMES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };

function pieceName(piece) {
  const colour = piece === piece.toUpperCase() ? 'white' : 'black';
  return `${colour} ${PIECE_NAMES[piece.toUpperCase()]}`;
}

// parsePlacement reads a FEN's placement field into its size and men, or
// returns null when it is not a placement.
function parsePlacement(text) {
  const rows = String(text).split('/');
  const ranks = rows.length;
  const men = [];
  let files = null;
  for (let i = 0; i < ranks; i++) {
    let x = 0;
    for (const token of rows[i].match(/\d+|./g) || []) {
      if (/^\d+$/.test(token)) x += Number(token);
      else if (/^[KQRBNPkqrbnp]$/.test(token)) men.push({ piece: token, square: squareName(x++, ranks - 1 - i) });
      else return null;
    }
    if (files === null) files = x;
    if (x !== files || x === 0 || x > 26) return null;
  }
  return { files, ranks, men };
}

// placementOf writes the editor's 8x8 board as a FEN placement field.
function placementOf(board) {
  const rows = [];
  for (let y = 7; y >= 0; y--) {
    let row = '';
    let empty = 0;
    for (let x = 0; x < 8; x++) {
      const piece = board.get(squareName(x, y));
      if (!piece) { empty++; continue; }
      if (empty) row += empty;
      row += piece;
      empty = 0;
    }
    rows.push(row + (empty ? empty : ''));
  }
  return rows.join('/');
}

// positionWords says a FEN's other fields in words:
// "black to move; castling: none; en passant: none".
function positionWords(fen) {
  const fields = String(fen).trim().split(/\s+/);
  const side = { w: 'white to move', b: 'black to move' }[fields[1]] || 'side to move not given';
  return `${side}; castling: ${castlingWords(fields[2])}; en passant: ${!fields[3] || fields[3] === '-' ? 'none' : fields[3]}`;
}

// castlingWords says castling rights such as "KQk" in words: "White both
// sides, Black king side". File letters (Shredder-FEN) name the rook.
function castlingWords(rights) {
  if (!rights || rights === '-') return 'none';
  const sides = (letters) => {
    const named = letters.map((c) => ({ k: 'king side', q: 'queen side' }[c.toLowerCase()] || `${c.toLowerCase()}-file rook`));
    return named.join(' and ') === 'king side and queen side' ? 'both sides' : named.join(' and ');
  };
  const all = Array.from(rights);
  const white = all.filter((c) => c === c.toUpperCase());
  const black = all.filter((c) => c !== c.toUpperCase());
  const parts = [];
  if (white.length) parts.push(`White ${sides(white)}`);
  if (black.length) parts.push(`Black ${sides(black)}`);
  return parts.join(', ');
}

// ---------------------------------------------------------------------
// A position: the board editor
// ---------------------------------------------------------------------

const editorBoard = new Map(); // square → piece letter
let palettePiece = 'K';

// buildEditor makes the 64 squares (rank 8 at the top) and the file and
// rank labels.
function buildEditor() {
  const editor = $('#editor');
  for (let y = 7; y >= 0; y--) {
    editor.append(el('span', { className: 'rank-label', 'aria-hidden': 'true' }, String(y + 1)));
    for (let x = 0; x < 8; x++) {
      const square = squareName(x, y);
      editor.append(el('button', {
        type: 'button', className: `square ${isDark(x, y) ? 'dark' : 'light'}`,
        'data-square': square, tabindex: square === 'a1' ? 0 : -1,
      }));
    }
  }
  editor.append(el('span', { 'aria-hidden': 'true' }));
  for (let x = 0; x < 8; x++) {
    editor.append(el('span', { className: 'file-label', 'aria-hidden': 'true' }, String.fromCharCode(97 + x)));
  }
  drawEditor();
}

// drawEditor shows the men of editorBoard on the squares.
function drawEditor() {
  for (const button of $$('#editor .square')) {
    const piece = editorBoard.get(button.dataset.square) || '';
    button.replaceChildren(piece ? manIcon(piece) : '');
    button.setAttribute('aria-label', `${button.dataset.square}, ${piece ? pieceName(piece) : 'empty'}`);
  }
}

// manIcon is a man as the editor and the palette show it: its figurine.
function manIcon(piece) {
  return svgEl('svg', { className: 'man-icon', viewBox: '0 0 20 20', 'aria-hidden': 'true', focusable: 'false' },
    figurine(piece, 10, 10, 20));
}

// drawPalette puts a button for each man, white then black, before the
// palette's eraser.
function drawPalette() {
  $('#palette').prepend(...Array.from('KQRBNPkqrbnp', (piece) => el('button', {
    type: 'button', 'data-piece': piece, 'aria-label': pieceName(piece), title: pieceName(piece),
  }, manIcon(piece))));
}

// choosePiece makes piece the one clicks put down ("" erases).
function choosePiece(piece) {
  palettePiece = piece;
  for (const button of $$('#palette button')) {
    button.setAttribute('aria-pressed', String(button.dataset.piece === piece));
  }
}

// putPiece puts the chosen piece on a square and rewrites the FEN.
function putPiece(square) {
  if (palettePiece) editorBoard.set(square, palettePiece);
  else editorBoard.delete(square);
  drawEditor();
  fenFromEditor();
}

// fenFromEditor rewrites the FEN's placement field from the board,
// keeping the other fields.
function fenFromEditor() {
  const fields = $('#fen').value.trim().split(/\s+/).slice(1).filter(Boolean);
  const rest = fields.length ? fields : ['w', '-', '-', '0', '1'];
  $('#fen').value = [placementOf(editorBoard), ...rest].join(' ');
  state.fen = $('#fen').value;
  writeUrl();
  showWords();
}

// editorFromFen sets the board from the FEN's placement field when it is
// an 8x8 placement; otherwise the board stays as it is.
function editorFromFen(fen) {
  const parsed = parsePlacement(String(fen).trim().split(/\s+/)[0] || '');
  if (!parsed || parsed.files !== 8 || parsed.ranks !== 8) return;
  editorBoard.clear();
  for (const man of parsed.men) editorBoard.set(man.square, man.piece);
  drawEditor();
}

function showWords() {
  $('#position-words').textContent = positionWords($('#fen').value);
}

// setFen puts a whole FEN into the field and the board.
function setFen(fen) {
  $('#fen').value = fen;
  state.fen = fen;
  writeUrl();
  editorFromFen(fen);
  showWords();
}

// moveFocus moves the keyboard focus between squares with the arrows.
function moveFocus(from, key) {
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[key];
  if (!step) return false;
  const [x, y] = squareXY(from.dataset.square);
  const to = $(`#editor [data-square="${squareName(x + step[0], y + step[1])}"]`);
  if (x + step[0] < 0 || x + step[0] > 7 || !to) return true;
  from.tabIndex = -1;
  to.tabIndex = 0;
  to.focus();
  return true;
}

// ---------------------------------------------------------------------
// A position: its canonical forms and images
// ---------------------------------------------------------------------

// canonicalise asks the server for the FEN's images and canonical forms.
function canonicalise() {
  const params = { fen: state.fen.trim(), color_swap: state.color_swap };
  const button = $('#canon-button');
  run('position', {
    status: $('#position-status'), error: $('#position-error'), busy: (on) => { button.disabled = on; },
  }, async (signal) => {
    showPosition(await getJson('api/position', params, signal));
  });
}

// drawPosition asks the server for a position of the board's men drawn
// at random, every position of that material equally likely, puts it on
// the board and shows its canonical forms and verdicts.
function drawPosition() {
  const button = $('#random-position');
  run('position', {
    status: $('#position-status'), error: $('#position-error'), busy: (on) => { button.disabled = on; },
  }, async (signal) => {
    const drawn = await getJson('api/sample', { fen: state.fen.trim() }, signal);
    setFen(drawn.fen);
    showPosition(await getJson('api/position', { fen: drawn.fen, color_swap: state.color_swap }, signal));
  });
}

// showVerdicts fills the table of the sets that hold the position.
function showVerdicts(verdicts) {
  $('#verdicts tbody').replaceChildren(...(verdicts || []).map((v) => el('tr', { className: v.in ? 'in' : 'out' },
    el('td', {}, el('code', {}, v.set)),
    el('td', {}, v.in ? 'yes' : 'no'),
    el('td', {}, v.rule))));
}

// showPosition shows the canonical forms, the class size, the stabiliser,
// the verdicts and every image.
function showPosition(data) {
  $('#position-result').hidden = false;
  $('#position-fen').textContent = data.fen;
  $('#canonical-min').textContent = data.canonical.min;
  $('#canonical-leapfrog').textContent = data.canonical.leapfrog;
  $('#symmetry-min').textContent = data.symmetry.min;
  $('#symmetry-leapfrog').textContent = data.symmetry.leapfrog;
  $('#class-size').textContent = String(data.class_size);
  $('#stabiliser').textContent = `{${(data.stabiliser || []).join(', ')}}`;
  showVerdicts(data.verdicts);
  $('#images').replaceChildren(...(data.images || []).map((image) => imageFigure(image, data)));
  $('#images-heading').hidden = $('#images').childElementCount === 0;
}

// imageFigure is one image of the position: its symmetry word, a small
// board, and badges for the canonical forms and the position itself.
function imageFigure(image, data) {
  const badges = [];
  if (image.symmetry === data.symmetry.min && image.fen === data.canonical.min) badges.push('min');
  if (image.symmetry === data.symmetry.leapfrog && image.fen === data.canonical.leapfrog) badges.push('Leapfrog');
  const unchanged = image.fen === data.fen;
  const parsed = parsePlacement(image.fen.split(/\s+/)[0]) || { files: 8, ranks: 8, men: [] };
  const board = drawBoard(parsed.files, parsed.ranks, parsed.men, image.fen,
    `image-board${badges.length ? ' canonical' : ''}`);
  const fields = image.fen.split(/\s+/);
  return el('figure', { className: `image${badges.length ? ' is-canonical' : ''}` },
    el('div', { className: 'image-head' },
      el('span', { className: 'image-word' }, image.symmetry),
      ...badges.map((b) => el('span', { className: 'badge' }, b)),
      unchanged ? el('span', { className: 'badge badge-same', title: 'this symmetry leaves the position unchanged' }, 'unchanged') : null),
    board,
    el('figcaption', {}, imageWords(fields)));
}

// imageWords is the short line under an image: who moves, and the rights
// when there are any.
function imageWords(fields) {
  const words = [{ w: 'white to move', b: 'black to move' }[fields[1]] || ''];
  if (fields[2] && fields[2] !== '-') words.push(`castling ${fields[2]}`);
  if (fields[3] && fields[3] !== '-') words.push(`e.p. ${fields[3]}`);
  return words.filter(Boolean).join('; ');
}

// ---------------------------------------------------------------------
// How many chess positions?
// ---------------------------------------------------------------------

const LAST_CENSUS = 'count-explorer-last-census'; // sessionStorage key of the last census shown

// countCensus asks the server for every position by number of men. When
// the count fails (past the time limit, say), the last census shown stays
// under the error, marked as the last one that finished; after a reload,
// it comes back from the tab's session storage.
function countCensus() {
  const params = { men: state.men, refine: state.refine };
  const button = $('#census-button');
  $('#census-stale').hidden = true;
  run('census', {
    status: $('#census-status'), error: $('#census-error'), busy: (on) => { button.disabled = on; },
  }, async (signal) => {
    let data;
    try {
      data = await getJson('api/all', params, signal);
    } catch (err) {
      if (err.name !== 'AbortError') showLastCensus();
      throw err;
    }
    showCensus(data);
    try {
      sessionStorage.setItem(LAST_CENSUS, JSON.stringify(data));
    } catch {
      // no session storage: the census stays shown until the page goes
    }
  });
}

// showLastCensus keeps the last census shown, or the one of this tab's
// session, and says it is the last count that finished.
function showLastCensus() {
  if ($('#census-result').hidden) {
    let last = null;
    try {
      last = JSON.parse(sessionStorage.getItem(LAST_CENSUS) || 'null');
    } catch {
      last = null;
    }
    if (!last || !Array.isArray(last.rows)) return;
    showCensus(last);
  }
  $('#census-stale').hidden = false;
}

function showCensus(data) {
  const rows = data.rows || [];
  $('#census-result').hidden = false;
  $('#census-stale').hidden = true;
  $('#census-title').textContent = data.title || '';
  $('#census-chart').replaceChildren(drawChart(rows));
  setChartCaption(rows);
  fillCensusTable(rows, data.total || {});
  // The bounds /api/all repeats are shown already, from /api/bounds.
}

// showBounds shows the recorded bounds, which /api/bounds answers at once
// without counting, whatever happens to the live count: past the time
// limit, refused, or still under way.
async function showBounds() {
  try {
    fillBounds((await getJson('api/bounds', {})).bounds || []);
  } catch {
    // the server is gone: the census's error says so
  }
}

// numberCell is a table cell holding a big number: exact, grouped in
// threes, and under it its size (≈ 9.96·10⁴⁸); "—" when there is none.
function numberCell(value) {
  const text = String(value ?? '');
  if (text === '') return el('td', { className: 'num' }, el('span', { title: 'not known' }, '—'));
  const cell = el('td', { className: 'num big' }, el('span', { className: 'exact' }, numberNode(text)));
  const m = magnitude(text);
  if (m) {
    cell.append(el('span', { className: 'approx' }, `≈ ${m.mantissa}·10`, el('sup', {}, String(m.exp))));
  }
  return cell;
}

function fillCensusTable(rows, total) {
  $('#census-table tbody').replaceChildren(...rows.map((r) => el('tr', {},
    el('td', { className: 'num' }, String(r.men)),
    numberCell(r.positions), numberCell(r.castling), numberCell(r.en_passant), numberCell(r.classes))));
  $('#census-table tfoot').replaceChildren(el('tr', {},
    el('th', { scope: 'row', className: 'num' }, 'total'),
    numberCell(total.positions),
    numberCell(total.castling),
    numberCell(total.en_passant),
    numberCell(total.classes)));
}

function fillBounds(bounds) {
  $('#census-bounds').hidden = bounds.length === 0;
  $('#bounds tbody').replaceChildren(...bounds.map((b) => el('tr', {},
    el('th', { scope: 'row' }, b.name),
    numberCell(b.positions), numberCell(b.classes),
    el('td', { className: 'how' }, ...commandWords(b.how || '')), el('td', { className: 'source' }, b.source || ''))));
}

// commandWords is text with each --flag in a span of class flag, which
// the style keeps whole: "count all -" never ends a line.
function commandWords(text) {
  return String(text).split(/(--[\w-]+)/).filter(Boolean)
    .map((part) => (part.startsWith('--') ? el('span', { className: 'flag' }, part) : part));
}

// ---------------------------------------------------------------------
// The census chart: positions and classes by men, log scale
// ---------------------------------------------------------------------

const CHART = { width: 860, height: 400, left: 64, right: 24, top: 56, bottom: 56 };
const SERIES = [
  { key: 'positions', label: 'positions', colour: '#1f5f99', dash: null, marker: 'circle' },
  { key: 'classes', label: 'classes', colour: '#c0561b', dash: '6 4', marker: 'square' },
];

// chartTop is the power of ten at the top of the chart's axis.
function chartTop(rows) {
  const logs = rows.flatMap((r) => SERIES.map((s) => log10(r[s.key]))).filter(Number.isFinite);
  return Math.max(1, Math.ceil(Math.max(0, ...logs)));
}

// gridStep is the powers of ten between two grid lines: 1, 2, 5 or 10,
// so that the axis has at most ten steps.
function gridStep(top) {
  return [1, 2, 5, 10].find((s) => top / s <= 10) || 10;
}

// superscript writes a whole number in superscript digits: 12 → ¹².
function superscript(n) {
  return String(n).replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
}

// setChartCaption says what a grid line of the chart of rows stands for,
// from the step the axis is drawn with.
function setChartCaption(rows) {
  const step = gridStep(chartTop(rows));
  const factor = step === 1 ? 'ten times the one below it: a power of ten' : `10${superscript(step)} times the one below it`;
  $('#chart-caption').textContent = `Positions and classes by number of men, on a logarithmic scale: each grid line is ${factor}.`;
}

// drawChart draws the two series on a log10 axis.
function drawChart(rows) {
  const c = CHART;
  const top = chartTop(rows);
  const men = rows.map((r) => r.men);
  const first = Math.min(...men);
  const last = Math.max(first + 1, ...men);
  const x = (m) => c.left + ((m - first) / (last - first)) * (c.width - c.left - c.right);
  const y = (l) => c.height - c.bottom - (l / top) * (c.height - c.top - c.bottom);

  const title = 'Positions and classes by number of men (log scale)';
  const svg = svgEl('svg', {
    viewBox: `0 0 ${c.width} ${c.height}`, role: 'img', 'aria-label': `${title}. ${chartSummary(rows)}`,
    className: 'chart', 'font-family': 'sans-serif', 'font-size': 12,
  }, svgEl('title', {}, title), svgEl('desc', {}, chartSummary(rows)));
  svg.append(yAxis(top, y), xAxis(men, x, y), ...SERIES.map((s) => series(rows, s, x, y)), legend());
  return svg;
}

// chartSummary is the text alternative of the chart.
function chartSummary(rows) {
  if (rows.length === 0) return 'No rows.';
  const a = rows[0];
  const b = rows[rows.length - 1];
  return `From ${a.men} to ${b.men} men: positions rise from ${grouped(a.positions)} to ${approx(b.positions)}, `
    + `classes from ${grouped(a.classes)} to ${approx(b.classes)}. The table below has every number.`;
}

// yAxis draws the grid lines, every gridStep powers of ten, and the axis
// label.
function yAxis(top, y) {
  const c = CHART;
  const step = gridStep(top);
  const g = svgEl('g', { className: 'axis' });
  for (let k = 0; k <= top; k += step) {
    g.append(
      svgEl('line', { x1: c.left, x2: c.width - c.right, y1: y(k), y2: y(k), stroke: '#ddd' }),
      svgEl('text', { x: c.left - 8, y: y(k) + 4, 'text-anchor': 'end', fill: '#333' },
        '10', svgEl('tspan', { dy: -6, 'font-size': 9 }, String(k))));
  }
  const mid = (c.top + c.height - c.bottom) / 2;
  g.append(svgEl('text', {
    x: 16, y: mid, transform: `rotate(-90 16 ${mid})`, 'text-anchor': 'middle', fill: '#333',
  }, 'how many (log scale, powers of ten)'));
  return g;
}

// xAxis draws the number of men under the plot.
function xAxis(men, x, y) {
  const c = CHART;
  const every = men.length > 16 ? 2 : 1;
  const g = svgEl('g', { className: 'axis' },
    svgEl('line', { x1: c.left, x2: c.width - c.right, y1: y(0), y2: y(0), stroke: '#333' }));
  men.forEach((m, i) => {
    if (i % every !== 0 && i !== men.length - 1) return;
    g.append(svgEl('text', { x: x(m), y: y(0) + 18, 'text-anchor': 'middle', fill: '#333' }, String(m)));
  });
  g.append(svgEl('text', {
    x: (c.left + c.width - c.right) / 2, y: c.height - 12, 'text-anchor': 'middle', fill: '#333',
  }, 'number of men'));
  return g;
}

// series draws one line with a marker per row, each with its exact value
// as a tooltip.
function series(rows, s, x, y) {
  const points = rows.map((r) => ({ men: r.men, value: r[s.key], l: log10(r[s.key]) }))
    .filter((p) => Number.isFinite(p.l));
  const g = svgEl('g', { className: `series series-${s.key}` });
  g.append(svgEl('polyline', {
    points: points.map((p) => `${x(p.men)},${y(p.l)}`).join(' '),
    fill: 'none', stroke: s.colour, 'stroke-width': 2, 'stroke-dasharray': s.dash,
  }));
  for (const p of points) {
    const tip = svgEl('title', {}, `${p.men} men: ${grouped(p.value)} ${s.label}`);
    g.append(marker(s, x(p.men), y(p.l), tip));
  }
  return g;
}

function marker(s, cx, cy, ...children) {
  if (s.marker === 'circle') return svgEl('circle', { cx, cy, r: 4, fill: s.colour }, ...children);
  return svgEl('rect', { x: cx - 4, y: cy - 4, width: 8, height: 8, fill: s.colour }, ...children);
}

// legend names the two series above the plot.
function legend() {
  const g = svgEl('g', { className: 'legend' });
  SERIES.forEach((s, i) => {
    const left = CHART.left + i * 150;
    g.append(
      svgEl('line', { x1: left, x2: left + 32, y1: 24, y2: 24, stroke: s.colour, 'stroke-width': 2, 'stroke-dasharray': s.dash }),
      marker(s, left + 16, 24),
      svgEl('text', { x: left + 40, y: 28, fill: '#111', 'font-size': 13 }, s.label));
  });
  return g;
}

// ---------------------------------------------------------------------
// Wiring
// ---------------------------------------------------------------------

function wireNav() {
  for (const button of $$('.nav-button')) {
    button.addEventListener('click', () => showPage(button.dataset.page));
  }
}

function wireLemma() {
  const form = $('#lemma-form');
  form.addEventListener('input', () => stateFromFields(form));
  form.addEventListener('change', () => stateFromFields(form));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    stateFromFields(form);
    countMaterial();
  });
  const body = $('#terms tbody');
  body.addEventListener('click', (event) => {
    const row = event.target.closest('tr[data-element]');
    if (!row) return;
    const onButton = event.target.closest('button.element');
    if (!onButton && !window.getSelection().isCollapsed) return; // the reader is selecting text
    selectElement(row.dataset.element, !onButton);
    // A thumbnail opens its picture full size: the selected element's
    // picture is on the main board, brought into view if it is not.
    if (event.target.closest('.thumb')) bringPictureIntoView();
  });
  body.addEventListener('keydown', (event) => {
    const button = event.target.closest('button.element');
    if (button && moveSelection(button, event.key)) event.preventDefault();
  });
  $('#show-orbits').addEventListener('click', showOrbitsPicture);
  $('#list-fixed').addEventListener('click', listFixed);
}

function wirePosition() {
  $('#palette').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-piece]');
    if (button) choosePiece(button.dataset.piece);
  });
  const editor = $('#editor');
  editor.addEventListener('click', (event) => {
    const square = event.target.closest('.square');
    if (!square) return;
    for (const s of $$('.square', editor)) s.tabIndex = s === square ? 0 : -1;
    putPiece(square.dataset.square);
  });
  editor.addEventListener('keydown', (event) => {
    const square = event.target.closest('.square');
    if (square && moveFocus(square, event.key)) event.preventDefault();
  });
  $('#clear-board').addEventListener('click', () => setFen(`8/8/8/8/8/8/8/8 w - - 0 1`));
  $('#start-position').addEventListener('click', () => setFen(START_FEN));
  $('#random-position').addEventListener('click', drawPosition);
  const fen = $('#fen');
  fen.addEventListener('input', () => {
    state.fen = fen.value;
    writeUrl();
    editorFromFen(fen.value);
    showWords();
  });
  $('#color-swap').addEventListener('change', () => stateFromFields($('#fen-form')));
  $('#fen-form').addEventListener('submit', (event) => {
    event.preventDefault();
    stateFromFields($('#fen-form'));
    canonicalise();
  });
}

function wireCensus() {
  const menSelect = $('#men');
  for (let n = 2; n <= 32; n++) menSelect.append(el('option', { value: n }, String(n)));
  const form = $('#census-form');
  form.addEventListener('change', () => stateFromFields(form));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    stateFromFields(form);
    countCensus();
  });
}

function init() {
  readUrl();
  wireCensus(); // makes the options of #men before the state is put in
  fieldsFromState();
  buildEditor();
  drawPalette();
  editorFromFen(state.fen);
  showWords();
  choosePiece('K');
  wireNav();
  wireLemma();
  wirePosition();
  $('#lemma-result').hidden = true;
  $('#position-result').hidden = true;
  $('#images-heading').hidden = true; // until there are images under it
  $('#census-result').hidden = true;
  showPage(state.page);
}

init();
