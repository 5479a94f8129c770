/**
 * The studio's own styles, inside its shadow root: nothing of the site's stylesheet reaches its markup, and none of
 * this reaches the page. Plain CSS, not Tailwind classes: the site's stylesheet is built from the classes the
 * sources name, and the studio must not add one (`src/styles/global.css` leaves `src/tools/studio/` out).
 */
export const STUDIO_STYLES = `
:host { all: initial; }
* { box-sizing: border-box; }
.studio { font: 14px/1.45 system-ui, sans-serif; color: #1c1917; }
button { font: inherit; cursor: pointer; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.toggle { position: fixed; left: 12px; bottom: 12px; z-index: 2147483646; padding: 6px 12px; border-radius: 999px;
  border: 1px solid #5b21b6; background: #fff; color: #5b21b6; box-shadow: 0 2px 8px rgb(0 0 0 / .25); }
.toggle[aria-pressed="true"] { background: #5b21b6; color: #fff; }
.outline { position: fixed; z-index: 2147483640; pointer-events: none; border: 2px solid #7c3aed;
  background: rgb(124 58 237 / .06); }
.outline.selected { border-style: dashed; background: none; }
.label { position: absolute; left: -2px; top: -26px; padding: 2px 8px; background: #7c3aed; color: #fff;
  font-size: 13px; white-space: nowrap; border-radius: 4px 4px 0 0; }
.outline.low .label { top: 0; border-radius: 0 0 4px 0; }
.panel { position: fixed; top: 0; right: 0; bottom: 0; z-index: 2147483645; width: min(440px, 100vw);
  overflow: auto; background: #fff; border-left: 1px solid #d6d3d1; box-shadow: -4px 0 16px rgb(0 0 0 / .15);
  padding: 12px 16px 64px; }
.bar { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
.panel h2 { font-size: 16px; margin: 0; }
.panel h3 { font-size: 15px; margin: 16px 0 4px; }
.panel h4 { font-size: 13px; margin: 12px 0 4px; text-transform: uppercase; letter-spacing: .04em; color: #57534e; }
.panel ol, .panel ul { margin: 0; padding: 0; list-style: none; }
.blocks button { width: 100%; text-align: left; padding: 4px 8px; border: 1px solid transparent;
  background: none; border-radius: 4px; }
.blocks button[aria-current="true"] { border-color: #7c3aed; background: #f5f3ff; }
.action { padding: 4px 10px; border: 1px solid #a8a29e; border-radius: 4px; background: #fafaf9; color: inherit; }
.field { padding: 8px 0; border-top: 1px solid #e7e5e4; }
.field code { font: 13px ui-monospace, monospace; }
.type { color: #57534e; font: 12px ui-monospace, monospace; }
.doc { margin: 4px 0; white-space: pre-line; }
.values { margin: 2px 0; color: #44403c; overflow-wrap: anywhere; }
.chip { display: inline-block; margin: 2px 4px 2px 0; padding: 0 6px; border: 1px solid #d6d3d1;
  border-radius: 4px; font: 12px ui-monospace, monospace; color: inherit; }
.chip.current { border-color: #7c3aed; background: #ede9fe; font-weight: 600; }
.muted { color: #57534e; }
.locales { width: 100vw; height: 100vh; max-width: none; max-height: none; margin: 0; padding: 12px; border: 0;
  background: #f5f5f4; }
.locales::backdrop { background: rgb(0 0 0 / .4); }
.frames { display: flex; gap: 16px; overflow: auto; height: calc(100vh - 64px); padding-top: 8px; }
.frame { flex: none; display: flex; flex-direction: column; gap: 4px; }
.frame iframe { flex: 1; border: 1px solid #a8a29e; background: #fff; }
.overflow { color: #b91c1c; font-weight: 600; }
.action:disabled { opacity: .5; cursor: not-allowed; }
.action.primary { border-color: #5b21b6; background: #5b21b6; color: #fff; }
.action.danger { border-color: #b91c1c; color: #b91c1c; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
.notice { margin: 8px 0 0; min-height: 0; white-space: pre-line; overflow-wrap: anywhere; }
.notice:empty { display: none; }
.notice.busy { color: #57534e; }
.notice.ok { padding: 6px 8px; border-left: 3px solid #15803d; background: #f0fdf4; color: #14532d; }
.notice.error { padding: 6px 8px; border-left: 3px solid #b91c1c; background: #fef2f2; color: #7f1d1d; }
.editor label { display: block; margin-bottom: 4px; }
.editor input[type="checkbox"] + label { display: inline; }
.editor textarea, .editor input:not([type="checkbox"]), .editor select, .add select { width: 100%;
  font: inherit; padding: 4px 6px; border: 1px solid #a8a29e; border-radius: 4px; background: #fff; color: inherit; }
.editor textarea { resize: vertical; }
.editor [aria-invalid="true"] { border-color: #b91c1c; background: #fef2f2; }
.limit { margin: 2px 0; font-size: 12px; }
.limit.problem { color: #b91c1c; font-weight: 600; }
.add { margin-top: 16px; padding-top: 8px; border-top: 2px solid #e7e5e4; }
.add label { display: block; margin: 8px 0 4px; }
`
