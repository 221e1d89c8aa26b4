#!/usr/bin/env node
/**
 * The seed brands' hero illustrations, drawn for this project as SVG and
 * rendered to lossless PNG sources (1600 × 1200) under public/. next/image
 * serves them as AVIF or WebP at the size each screen needs; editors replace
 * them in the studio (brand and ad-group "Hero image"). Licence: made for
 * this project, same terms as its code (docs/decisions.md, "Hero images").
 *   node scripts/art/hero-illustrations.mjs
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const W = 1600;
const H = 1200;

// ---------------------------------------------------------------- primitives

const shadow = (cx, cy, rx, ry, opacity = 0.12) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1b2a36" opacity="${opacity}"/>`;

/** A four-point sparkle, the brands' shared sign of "just cleaned". */
const sparkle = (x, y, r, fill = '#fff', opacity = 1) =>
  `<path d="M${x} ${y - r} C${x + r * 0.16} ${y - r * 0.16} ${x + r * 0.16} ${y - r * 0.16} ${x + r} ${y} C${x + r * 0.16} ${y + r * 0.16} ${x + r * 0.16} ${y + r * 0.16} ${x} ${y + r} C${x - r * 0.16} ${y + r * 0.16} ${x - r * 0.16} ${y + r * 0.16} ${x - r} ${y} C${x - r * 0.16} ${y - r * 0.16} ${x - r * 0.16} ${y - r * 0.16} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;

function leaf(x, y, length, width, angle, fill, vein) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 C${width} ${-length * 0.3} ${width * 0.8} ${-length * 0.8} 0 ${-length} C${-width * 0.8} ${-length * 0.8} ${-width} ${-length * 0.3} 0 0Z" fill="${fill}"/><path d="M0 -4 L0 ${-length * 0.9}" stroke="${vein}" stroke-width="3" stroke-linecap="round" opacity="0.55"/></g>`;
}

/** A potted plant with leaves fanned around its stem; (x, y) is the bottom of the pot. */
function plant(x, y, s, { pot = '#e9dccb', potShade = '#d6c4ad', leafA = '#3f9b6e', leafB = '#2f7d57' } = {}) {
  const leaves = [
    [-62, 210, 50],
    [-38, 250, 54],
    [-14, 280, 56],
    [8, 270, 56],
    [30, 245, 54],
    [56, 205, 50],
    [-80, 160, 42],
    [78, 160, 42],
  ]
    .map(([angle, len, wid], i) => leaf(0, -150 * s, len * s, wid * s, angle, i % 2 ? leafA : leafB, '#ffffff'))
    .join('');
  return `<g transform="translate(${x} ${y})">${shadow(0, 0, 120 * s, 16 * s)}${leaves}<path d="M${-88 * s} ${-170 * s} H${88 * s} L${70 * s} 0 H${-70 * s}Z" fill="${pot}"/><path d="M${-88 * s} ${-170 * s} H${88 * s} V${-146 * s} H${-88 * s}Z" fill="${potShade}"/></g>`;
}

/** A window with sky, sun, trees and soft light; the light falls to the right. */
function windowPane({ x, y, w, h, sky = ['#bfe4f7', '#eef8fd'], trees = '#8fc9a3', frame = '#ffffff', id }) {
  const sill = `<rect x="${x - 24}" y="${y + h}" width="${w + 48}" height="26" rx="8" fill="${frame}"/><rect x="${x - 24}" y="${y + h + 22}" width="${w + 48}" height="8" rx="4" fill="#1b2a36" opacity="0.08"/>`;
  const hills = `<path d="M${x} ${y + h * 0.78} C${x + w * 0.25} ${y + h * 0.64} ${x + w * 0.45} ${y + h * 0.74} ${x + w * 0.62} ${y + h * 0.66} C${x + w * 0.8} ${y + h * 0.58} ${x + w * 0.92} ${y + h * 0.7} ${x + w} ${y + h * 0.66} V${y + h} H${x}Z" fill="${trees}" opacity="0.75"/>`;
  const treeRow = [0.14, 0.3, 0.72, 0.88]
    .map((f, i) => `<circle cx="${x + w * f}" cy="${y + h * (0.68 - (i % 2) * 0.05)}" r="${w * (0.08 + (i % 2) * 0.03)}" fill="${trees}"/>`)
    .join('');
  return `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><clipPath id="${id}-clip"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>
  <rect x="${x - 18}" y="${y - 18}" width="${w + 36}" height="${h + 36}" rx="10" fill="${frame}"/>
  <g clip-path="url(#${id}-clip)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-sky)"/><circle cx="${x + w * 0.74}" cy="${y + h * 0.24}" r="${w * 0.09}" fill="#fff6d8"/><circle cx="${x + w * 0.74}" cy="${y + h * 0.24}" r="${w * 0.16}" fill="#fff6d8" opacity="0.35"/>
  <ellipse cx="${x + w * 0.26}" cy="${y + h * 0.2}" rx="${w * 0.14}" ry="${h * 0.035}" fill="#fff" opacity="0.8"/><ellipse cx="${x + w * 0.34}" cy="${y + h * 0.18}" rx="${w * 0.09}" ry="${h * 0.04}" fill="#fff" opacity="0.8"/>${hills}${treeRow}</g>
  <rect x="${x + w / 2 - 8}" y="${y}" width="16" height="${h}" fill="${frame}"/><rect x="${x}" y="${y + h * 0.45 - 8}" width="${w}" height="16" fill="${frame}"/>${sill}`;
}

/** Soft daylight from a window across the room. */
const lightBeam = (points) => `<polygon points="${points}" fill="#ffffff" opacity="0.22"/>`;

function woodFloor(y, { base = '#dcbc92', line = '#c9a477' } = {}) {
  const planks = Array.from(
    { length: 7 },
    (_, i) => `<path d="M0 ${y + 28 + i * 46} H${W}" stroke="${line}" stroke-width="3" opacity="${0.5 - i * 0.04}"/>`,
  ).join('');
  const joints = Array.from({ length: 16 }, (_, i) => {
    const row = i % 7;
    const jx = ((i * 397) % W) + 40;
    return `<path d="M${jx} ${y + 28 + row * 46} v46" stroke="${line}" stroke-width="3" opacity="0.35"/>`;
  }).join('');
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${base}"/>${planks}${joints}<rect x="0" y="${y - 16}" width="${W}" height="22" fill="#ffffff"/><rect x="0" y="${y + 4}" width="${W}" height="6" fill="#1b2a36" opacity="0.06"/>`;
}

/** A framed picture with an abstract print. */
function frame(x, y, w, h, colors) {
  const [a, b, c] = colors;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="#2a3440" stroke-width="10"/>
  <rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${h - 48}" fill="${a}"/><circle cx="${x + w * 0.62}" cy="${y + h * 0.42}" r="${Math.min(w, h) * 0.2}" fill="${b}"/><path d="M${x + 24} ${y + h - 24} C${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.55} ${y + h * 0.8} ${x + w - 24} ${y + h * 0.55} V${y + h - 24}Z" fill="${c}"/>`;
}

// ---------------------------------------------------------------- the cleaner

const UPPER_ARM = 185;
const FOREARM = 175;

/**
 * An arm from `shoulder` to `hand` (figure units, scaled by s): a short
 * sleeve, then skin. The elbow is found as in a two-bone reach, bent down and
 * away from the body.
 */
function arm(shoulder, hand, sleeve, skin, s) {
  const [sx, sy] = shoulder;
  const dx = hand[0] - sx;
  const dy = hand[1] - sy;
  const d = Math.min(Math.hypot(dx, dy), UPPER_ARM + FOREARM - 1);
  const bend = Math.acos((UPPER_ARM ** 2 + d ** 2 - FOREARM ** 2) / (2 * UPPER_ARM * d));
  // SVG angles turn clockwise: bending clockwise drops the elbow for a hand on the right, anticlockwise for one on the left.
  const angle = Math.atan2(dy, dx) + (dx >= 0 ? bend : -bend);
  const elbow = [sx + UPPER_ARM * Math.cos(angle), sy + UPPER_ARM * Math.sin(angle)];
  const cuff = [sx + UPPER_ARM * 0.55 * Math.cos(angle), sy + UPPER_ARM * 0.55 * Math.sin(angle)];
  const p = ([px, py]) => `${px * s} ${py * s}`;
  return `<path d="M${p(shoulder)} L${p(elbow)} L${p(hand)}" fill="none" stroke="${skin}" stroke-width="${40 * s}" stroke-linecap="round" stroke-linejoin="round"/><path d="M${p(shoulder)} L${p(cuff)}" stroke="${sleeve}" stroke-width="${58 * s}" stroke-linecap="round"/><circle cx="${hand[0] * s}" cy="${hand[1] * s}" r="${24 * s}" fill="${skin}"/>`;
}

/**
 * A cleaner in the brand's uniform, standing at (x, y) (feet), facing the
 * viewer, one arm reaching to `reach` with a cloth, the other holding a spray
 * bottle.
 */
function cleaner({ x, y, s = 1, uniform, uniformShade, skin, skinShade, hair, trousers = '#2b3340', reach, bottleHand = 'high', hairStyle = 'bun' }) {
  const t = (dx, dy) => `${dx * s} ${dy * s}`;
  const legs = `<path d="M${t(-58, -330)} L${t(-54, -28)}" stroke="${trousers}" stroke-width="${62 * s}" stroke-linecap="round"/><path d="M${t(58, -330)} L${t(50, -28)}" stroke="${trousers}" stroke-width="${62 * s}" stroke-linecap="round"/>`;
  const shoes = `<ellipse cx="${-66 * s}" cy="${-12 * s}" rx="${52 * s}" ry="${22 * s}" fill="#1f242c"/><ellipse cx="${62 * s}" cy="${-12 * s}" rx="${52 * s}" ry="${22 * s}" fill="#1f242c"/><ellipse cx="${-78 * s}" cy="${-20 * s}" rx="${18 * s}" ry="${6 * s}" fill="#ffffff" opacity="0.25"/><ellipse cx="${50 * s}" cy="${-20 * s}" rx="${18 * s}" ry="${6 * s}" fill="#ffffff" opacity="0.25"/>`;
  const torso = `<path d="M${t(-118, -600)} C${t(-140, -520)} ${t(-120, -420)} ${t(-104, -318)} L${t(104, -318)} C${t(120, -420)} ${t(140, -520)} ${t(118, -600)} C${t(80, -628)} ${t(-80, -628)} ${t(-118, -600)}Z" fill="${uniform}"/>
    <path d="M${t(-106, -330)} L${t(106, -330)} L${t(108, -300)} L${t(-108, -300)}Z" fill="${trousers}"/>
    <path d="M${t(-40, -612)} L${t(0, -560)} L${t(40, -612)}" fill="none" stroke="${uniformShade}" stroke-width="${10 * s}" stroke-linejoin="round"/>
    <path d="M${t(-80, -470)} h${70 * s} v${64 * s} h${-70 * s}Z" fill="${uniformShade}" opacity="0.55"/>
    <circle cx="${50 * s}" cy="${-520 * s}" r="${22 * s}" fill="#ffffff"/>${sparkle(50 * s, -520 * s, 15 * s, uniform)}`;
  const neck = `<rect x="${-24 * s}" y="${-660 * s}" width="${48 * s}" height="${60 * s}" rx="${18 * s}" fill="${skinShade}"/>`;
  const hairBack =
    hairStyle === 'long'
      ? `<path d="M${t(-74, -720)} C${t(-96, -640)} ${t(-84, -560)} ${t(-60, -540)} L${t(60, -540)} C${t(84, -560)} ${t(96, -640)} ${t(74, -720)}Z" fill="${hair}"/>`
      : hairStyle === 'bun'
        ? `<circle cx="${0}" cy="${-808 * s}" r="${34 * s}" fill="${hair}"/>`
        : '';
  const head = `<ellipse cx="0" cy="${-712 * s}" rx="${66 * s}" ry="${74 * s}" fill="${skin}"/><ellipse cx="${-66 * s}" cy="${-706 * s}" rx="${12 * s}" ry="${18 * s}" fill="${skinShade}"/><ellipse cx="${66 * s}" cy="${-706 * s}" rx="${12 * s}" ry="${18 * s}" fill="${skinShade}"/>`;
  const hairFront =
    hairStyle === 'short'
      ? `<path d="M${t(-68, -716)} C${t(-74, -790)} ${t(-20, -806)} ${t(10, -800)} C${t(60, -796)} ${t(80, -760)} ${t(68, -712)} C${t(40, -752)} ${t(-20, -760)} ${t(-68, -716)}Z" fill="${hair}"/>`
      : `<path d="M${t(-70, -706)} C${t(-80, -800)} ${t(-10, -812)} ${t(8, -806)} C${t(70, -800)} ${t(82, -752)} ${t(70, -700)} C${t(46, -760)} ${t(0, -748)} ${t(-30, -770)} C${t(-40, -740)} ${t(-56, -722)} ${t(-70, -706)}Z" fill="${hair}"/>`;
  const face = `<ellipse cx="${-24 * s}" cy="${-708 * s}" rx="${6 * s}" ry="${8 * s}" fill="#2a2420"/><ellipse cx="${24 * s}" cy="${-708 * s}" rx="${6 * s}" ry="${8 * s}" fill="#2a2420"/>
    <path d="M${t(-22, -676)} C${t(-10, -662)} ${t(10, -662)} ${t(22, -676)}" fill="none" stroke="#7a3b2e" stroke-width="${6 * s}" stroke-linecap="round"/>
    <circle cx="${-40 * s}" cy="${-684 * s}" r="${11 * s}" fill="#e9837a" opacity="0.35"/><circle cx="${40 * s}" cy="${-684 * s}" r="${11 * s}" fill="#e9837a" opacity="0.35"/>`;
  // Arms bend at the elbow (two-segment reach): the cloth arm on the side it reaches to, the bottle in the other hand.
  const side = Math.sign(reach[0]) || 1;
  const reachArm = arm([104 * side, -574], reach, uniform, skin, s);
  const hand = bottleHand === 'high' ? [-150 * side, -700] : [-170 * side, -430];
  const holdArm = arm([-104 * side, -574], hand, uniform, skin, s);
  const cloth = `<path d="M${t(reach[0] - 40 * side, reach[1] - 18)} q${26 * s * side} ${-26 * s} ${70 * s * side} ${-8 * s} q${20 * s * side} ${22 * s} ${-6 * s * side} ${44 * s} q${-40 * s * side} ${10 * s} ${-64 * s * side} ${-36 * s}Z" fill="#ffd54a"/>`;
  const [bx, by] = hand;
  const bottle = `<g transform="translate(${bx * s} ${by * s}) rotate(${-10 * side})"><rect x="${-26 * s}" y="${-96 * s}" width="${52 * s}" height="${120 * s}" rx="${14 * s}" fill="#e8f3ff"/><rect x="${-26 * s}" y="${-40 * s}" width="${52 * s}" height="${50 * s}" fill="${uniform}" opacity="0.85"/><rect x="${-12 * s}" y="${-128 * s}" width="${24 * s}" height="${36 * s}" fill="#ffffff"/><path d="M${t(-12, -128)} h${46 * s * -side} l${14 * s * -side} ${14 * s} h${60 * s * side}Z" fill="#2b3340"/><rect x="${-20 * s}" y="${-20 * s}" width="${40 * s}" height="${30 * s}" rx="${10 * s}" fill="${skin}"/></g>`;
  const body = `${legs}${shoes}${hairBack}${neck}${torso}${holdArm}${bottle}${reachArm}${cloth}${head}${hairFront}${face}`;
  return `<g transform="translate(${x} ${y})">${shadow(0, -6, 190 * s, 26 * s, 0.16)}${body}</g>`;
}

// ---------------------------------------------------------------- scenes

const svg = (defs, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/** Sparkle Clean: a sunny living room, the sofa in the brand's green. */
function livingRoom() {
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf5ef"/><stop offset="1" stop-color="#dcede4"/></linearGradient>`;
  const sofa = `<g>${shadow(1180, 902, 330, 30)}
    <rect x="880" y="600" width="600" height="200" rx="46" fill="#1f7a58"/>
    <rect x="860" y="700" width="640" height="170" rx="40" fill="#178459"/>
    <rect x="830" y="660" width="100" height="210" rx="40" fill="#116a49"/><rect x="1430" y="660" width="100" height="210" rx="40" fill="#116a49"/>
    <rect x="930" y="700" width="250" height="90" rx="28" fill="#2a9a6c"/><rect x="1190" y="700" width="250" height="90" rx="28" fill="#2a9a6c"/>
    <rect x="960" y="610" width="150" height="120" rx="30" fill="#f4d9a6" transform="rotate(-8 1035 670)"/><rect x="1290" y="612" width="140" height="116" rx="30" fill="#ffffff" transform="rotate(7 1360 670)"/>
    <path d="M1300 640 l120 60" stroke="#e6ecef" stroke-width="10"/>
    <rect x="880" y="866" width="24" height="40" rx="6" fill="#5b4330"/><rect x="1456" y="866" width="24" height="40" rx="6" fill="#5b4330"/></g>`;
  const table = `<g>${shadow(780, 1010, 250, 26)}<rect x="540" y="900" width="480" height="30" rx="14" fill="#8a5a3b"/><rect x="560" y="926" width="440" height="14" fill="#6e4630"/>
    <rect x="590" y="936" width="22" height="80" rx="8" fill="#6e4630"/><rect x="950" y="936" width="22" height="80" rx="8" fill="#6e4630"/>
    <rect x="860" y="846" width="90" height="56" rx="10" fill="#ffffff"/><rect x="870" y="856" width="70" height="10" rx="5" fill="#0b6e4f" opacity="0.35"/>
    <path d="M640 900 c0 -40 14 -70 30 -76 c16 6 30 36 30 76z" fill="#e9eef2"/><path d="M668 826 c-30 -40 -20 -70 -6 -90 M672 826 c20 -36 40 -52 60 -58" stroke="#3f9b6e" stroke-width="8" fill="none" stroke-linecap="round"/>
    <circle cx="660" cy="734" r="16" fill="#f2a7b5"/><circle cx="734" cy="766" r="14" fill="#ffd36e"/></g>`;
  const lamp = `<g><path d="M1540 300 h-120 l-30 120 h180z" fill="#ffe6a8"/><rect x="1470" y="420" width="12" height="500" fill="#2b3340"/>${shadow(1476, 920, 60, 10)}<rect x="1436" y="910" width="80" height="14" rx="7" fill="#2b3340"/></g>`;
  const rug = `<ellipse cx="820" cy="1060" rx="640" ry="90" fill="#f6ead4"/><ellipse cx="820" cy="1060" rx="560" ry="68" fill="none" stroke="#e7cfa6" stroke-width="10"/>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    ${windowPane({ x: 150, y: 150, w: 470, h: 560, id: 'lr' })}
    ${frame(1000, 250, 260, 200, ['#fbe3c7', '#0b6e4f', '#7cc4a1'])}${frame(1290, 300, 120, 150, ['#e4f2fb', '#f2a7b5', '#9ccbe8'])}
    ${woodFloor(860)}${rug}
    ${lightBeam('620,160 620,710 1100,1200 780,1200')}
    ${lamp}${sofa}${table}
    ${plant(120, 1010, 1.15)}
    ${cleaner({ x: 430, y: 1130, s: 1.05, uniform: '#0b6e4f', uniformShade: '#085a40', skin: '#c68a62', skinShade: '#b07650', hair: '#2a1d17', reach: [280, -400], bottleHand: 'high', hairStyle: 'bun' })}
    ${sparkle(930, 820, 34)}${sparkle(990, 780, 18)}${sparkle(560, 840, 22, '#ffffff', 0.9)}${sparkle(1440, 560, 26, '#ffffff', 0.9)}${sparkle(300, 280, 20, '#ffffff', 0.9)}`;
  return svg(defs, body);
}

/** Tidy Nest: a bright kitchen with blue cabinets. */
function kitchen() {
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#edf3fc"/><stop offset="1" stop-color="#dfe8f6"/></linearGradient>`;
  const tiles = Array.from({ length: 4 }, (_, row) =>
    Array.from(
      { length: 14 },
      (_, col) => `<rect x="${-40 + col * 120 + (row % 2) * 60}" y="${500 + row * 50}" width="112" height="42" rx="6" fill="#ffffff" opacity="0.85"/>`,
    ).join(''),
  ).join('');
  const uppers = [80, 360, 1120, 1360]
    .map(
      (x) =>
        `<rect x="${x}" y="90" width="230" height="300" rx="14" fill="#ffffff"/><rect x="${x + 16}" y="106" width="198" height="268" rx="10" fill="#f2f6fc"/><rect x="${x + 100}" y="330" width="30" height="10" rx="5" fill="#8aa0c4"/>`,
    )
    .join('');
  const lowers = [40, 300, 560, 820, 1080, 1340]
    .map(
      (x) =>
        `<rect x="${x}" y="760" width="240" height="330" rx="12" fill="#2d5fb6"/><rect x="${x + 18}" y="780" width="204" height="290" rx="10" fill="#3a6fc6"/><rect x="${x + 90}" y="800" width="60" height="10" rx="5" fill="#d8e4f7"/>`,
    )
    .join('');
  const counter = `${shadow(800, 1110, 780, 18, 0.1)}<rect x="0" y="700" width="${W}" height="70" rx="10" fill="#f7f3ea"/><rect x="0" y="760" width="${W}" height="12" fill="#1b2a36" opacity="0.08"/>${lowers}`;
  const sink = `<rect x="640" y="690" width="300" height="24" rx="10" fill="#c9d3df"/><path d="M770 700 V600 q0 -40 40 -40 h40 q20 0 20 20 v30" fill="none" stroke="#9aa8b8" stroke-width="18" stroke-linecap="round"/>`;
  const pendant = (x) =>
    `<path d="M${x} 0 V140" stroke="#2b3340" stroke-width="6"/><path d="M${x - 70} 220 q70 -110 140 0z" fill="#ffcf5c"/><ellipse cx="${x}" cy="222" rx="70" ry="10" fill="#fff2c7"/>`;
  const bowl = `<path d="M1130 700 q80 70 160 0z" fill="#ffffff"/><circle cx="1170" cy="680" r="26" fill="#f08a4b"/><circle cx="1210" cy="672" r="28" fill="#ffcf5c"/><circle cx="1250" cy="684" r="24" fill="#8bc34a"/>`;
  const board = `<rect x="380" y="610" width="120" height="92" rx="16" fill="#c98f5d"/><circle cx="440" cy="628" r="8" fill="#edf3fc"/>`;
  const stool = (x) =>
    `${shadow(x, 1150, 80, 12)}<rect x="${x - 70}" y="940" width="140" height="26" rx="12" fill="#f7f3ea"/><path d="M${x - 50} 966 L${x - 70} 1150 M${x + 50} 966 L${x + 70} 1150" stroke="#2b3340" stroke-width="12" stroke-linecap="round"/>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>${tiles}
    ${windowPane({ x: 640, y: 110, w: 320, h: 300, id: 'kt', sky: ['#cfe6fb', '#f1f8ff'], trees: '#9ccfb0' })}
    ${uppers}${pendant(400)}${pendant(1200)}
    ${lightBeam('640,120 960,120 1250,700 560,700')}
    ${counter}${sink}${bowl}${board}
    ${plant(560, 702, 0.55, { pot: '#ffffff', potShade: '#e1e8f2' })}
    <rect x="0" y="1090" width="${W}" height="110" fill="#cfd8e6"/>
    ${stool(1420)}
    ${cleaner({ x: 1010, y: 1170, s: 1.0, uniform: '#1e4fa3', uniformShade: '#173e82', skin: '#f0c8a8', skinShade: '#e0b390', hair: '#7a4a2a', reach: [-300, -470], bottleHand: 'low', hairStyle: 'long' })}
    ${sparkle(1300, 650, 30)}${sparkle(1350, 610, 16)}${sparkle(700, 650, 22)}${sparkle(480, 560, 18, '#ffffff', 0.9)}`;
  return svg(defs, body);
}

/** Bright Maids: a calm bedroom, freshly made, with plum accents. */
function bedroom() {
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6eef7"/><stop offset="1" stop-color="#ecdff0"/></linearGradient>`;
  const curtains = `<path d="M1080 110 h90 c-10 200 10 420 -20 640 h-70z" fill="#b77fc0"/><path d="M1530 110 h-90 c10 200 -10 420 20 640 h70z" fill="#b77fc0"/><rect x="1060" y="96" width="500" height="18" rx="9" fill="#5a2262"/>`;
  const bed = `<g>${shadow(620, 1000, 520, 34)}
    <rect x="140" y="420" width="820" height="420" rx="50" fill="#7a2d84"/><rect x="170" y="450" width="760" height="380" rx="36" fill="#8d3b98"/>
    <rect x="120" y="720" width="860" height="250" rx="40" fill="#ffffff"/><rect x="120" y="900" width="860" height="70" rx="30" fill="#e9e2ef"/>
    <rect x="210" y="640" width="300" height="140" rx="48" fill="#ffffff"/><rect x="590" y="640" width="300" height="140" rx="48" fill="#ffffff"/>
    <path d="M230 700 h260 M610 700 h260" stroke="#efe6f2" stroke-width="8"/>
    <rect x="120" y="800" width="860" height="110" rx="20" fill="#f0c7d8"/><path d="M120 830 h860 M120 880 h860" stroke="#e5a9c2" stroke-width="8"/>
    <rect x="150" y="960" width="30" height="60" rx="8" fill="#5a2262"/><rect x="920" y="960" width="30" height="60" rx="8" fill="#5a2262"/></g>`;
  const nightstand = `<g>${shadow(1500, 1010, 110, 14)}<rect x="1410" y="800" width="190" height="200" rx="16" fill="#f3e6d4"/><rect x="1428" y="830" width="172" height="60" rx="10" fill="#e9d7bf"/><rect x="1490" y="852" width="40" height="10" rx="5" fill="#a07a55"/>
    <path d="M1460 640 h100 l30 110 h-160z" fill="#ffe6a8"/><rect x="1504" y="750" width="12" height="50" fill="#5a2262"/><ellipse cx="1510" cy="800" rx="44" ry="8" fill="#5a2262"/></g>`;
  // Fresh towels folded at the foot of the bed.
  const towels = `<g><rect x="250" y="768" width="210" height="44" rx="16" fill="#ffffff"/><rect x="262" y="728" width="186" height="44" rx="16" fill="#d9c2f0"/><rect x="276" y="690" width="158" height="42" rx="16" fill="#ffffff"/><path d="M262 750 h186 M276 710 h158" stroke="#1b2a36" stroke-width="4" opacity="0.06"/></g>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    ${windowPane({ x: 1160, y: 150, w: 300, h: 520, id: 'bd', sky: ['#d6e9fb', '#f6f1fb'], trees: '#a9d3b8' })}${curtains}
    ${frame(330, 170, 200, 160, ['#fbeef4', '#7a2d84', '#f0c7d8'])}${frame(570, 200, 200, 130, ['#eef4fb', '#f2b35b', '#b9d7ef'])}
    ${woodFloor(900, { base: '#e3c9a5', line: '#d1b186' })}
    ${lightBeam('1160,160 1460,160 1000,1200 420,1200')}
    ${bed}${nightstand}${towels}
    ${cleaner({ x: 1290, y: 1150, s: 0.98, uniform: '#7a2d84', uniformShade: '#5e2166', skin: '#8d5a3b', skinShade: '#7a4c30', hair: '#1a1412', reach: [-340, -380], bottleHand: 'high', hairStyle: 'short' })}
    ${sparkle(760, 620, 30)}${sparkle(820, 590, 16)}${sparkle(300, 610, 22)}${sparkle(1010, 230, 18, '#ffffff', 0.9)}`;
  return svg(defs, body);
}

const SCENES = [
  ['sparkle-clean', livingRoom],
  ['tidy-nest', kitchen],
  ['bright-maids', bedroom],
];

for (const [brand, draw] of SCENES) {
  const dir = path.join('public', 'brands', brand);
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, 'hero.png');
  await sharp(Buffer.from(draw())).png({ compressionLevel: 9, palette: false }).toFile(out);
  console.log(out);
}
