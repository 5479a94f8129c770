/** The overlay's own stylesheet (kept apart from the site's Tailwind classes, so the site's CSS never changes). */
export const OVERLAY_CSS = `
::highlight(translate-translated) { background-color: rgb(37 99 235 / 0.12); text-decoration: underline dotted rgb(37 99 235); }
::highlight(translate-fuzzy) { background-color: rgb(234 179 8 / 0.35); text-decoration: underline wavy rgb(161 98 7); }
::highlight(translate-missing) { background-color: rgb(220 38 38 / 0.2); text-decoration: underline wavy rgb(185 28 28); }
::highlight(translate-hovered) { background-color: rgb(37 99 235 / 0.35); }
#translate-overlay { font: 14px/1.4 system-ui, sans-serif; color: #111827; }
#translate-overlay .tr-outline { position: fixed; z-index: 2147482000; pointer-events: none; box-sizing: border-box; border: 2px dashed rgb(37 99 235); border-radius: 2px; }
#translate-overlay .tr-outline-fuzzy { border-color: rgb(161 98 7); }
#translate-overlay .tr-outline-missing { border-color: rgb(185 28 28); }
#translate-overlay .tr-badge { position: absolute; left: -2px; top: -2px; padding: 0 4px; font-size: 11px; line-height: 16px; color: #fff; background: rgb(37 99 235); border-radius: 2px 0 2px 0; white-space: nowrap; }
#translate-overlay .tr-outline-fuzzy .tr-badge { background: rgb(161 98 7); }
#translate-overlay .tr-outline-missing .tr-badge { background: rgb(185 28 28); }
#translate-overlay .tr-panel { position: fixed; right: 12px; bottom: 12px; z-index: 2147483000; width: min(360px, calc(100vw - 24px));
  max-height: 50vh; overflow: auto; background: #fff; border: 1px solid #6b7280; border-radius: 8px; padding: 8px 12px; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); }
#translate-overlay .tr-panel h2 { font-size: 14px; font-weight: 700; margin: 0 0 4px; }
#translate-overlay .tr-panel ul { list-style: none; margin: 4px 0; padding: 0; }
#translate-overlay .tr-panel li button { display: block; width: 100%; text-align: left; padding: 2px 4px; border-radius: 4px; background: none; border: 0; cursor: pointer; color: inherit; font: inherit; }
#translate-overlay .tr-panel li button:hover, #translate-overlay .tr-panel li button:focus-visible { background: #dbeafe; outline: 2px solid #1d4ed8; }
#translate-overlay .tr-state { display: inline-block; min-width: 5.5em; font-size: 12px; font-weight: 600; }
#translate-overlay .tr-missing { color: #b91c1c; }
#translate-overlay .tr-fuzzy { color: #854d0e; }
#translate-overlay .tr-translated { color: #1d4ed8; }
#translate-overlay .tr-tooltip { position: fixed; z-index: 2147483001; max-width: 420px; pointer-events: none; background: #111827; color: #f9fafb;
  border-radius: 6px; padding: 6px 8px; font-size: 12px; }
#translate-overlay .tr-tooltip dt { font-weight: 700; display: inline; }
#translate-overlay .tr-tooltip dd { display: inline; margin: 0; }
#translate-overlay dialog { width: min(640px, calc(100vw - 32px)); border: 1px solid #6b7280; border-radius: 8px; padding: 16px 20px; color: #111827; background: #fff; }
#translate-overlay dialog::backdrop { background: rgb(0 0 0 / 0.4); }
#translate-overlay dialog h2 { font-size: 18px; font-weight: 700; margin: 0 0 8px; }
#translate-overlay dialog dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
#translate-overlay dialog dt { font-weight: 600; }
#translate-overlay dialog dd { margin: 0; }
#translate-overlay dialog blockquote { margin: 0 0 12px; padding: 6px 10px; background: #f3f4f6; border-left: 3px solid #6b7280; white-space: pre-wrap; }
#translate-overlay dialog label { display: block; font-weight: 600; margin-bottom: 4px; }
#translate-overlay dialog textarea { display: block; width: 100%; min-height: 6em; font: inherit; padding: 6px; border: 1px solid #6b7280; border-radius: 4px; }
#translate-overlay dialog .tr-error { color: #b91c1c; margin: 8px 0 0; }
#translate-overlay dialog .tr-actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; }
#translate-overlay dialog button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #1d4ed8; cursor: pointer; }
#translate-overlay dialog button[type='submit'] { background: #1d4ed8; color: #fff; }
#translate-overlay dialog button[type='button'] { background: #fff; color: #1d4ed8; }
`
