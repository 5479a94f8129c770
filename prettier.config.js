/** Prettier formats every file; the Tailwind plugin sorts class lists in the order Tailwind applies them. */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 120,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/styles/global.css',
  tailwindFunctions: ['cn'],
}
