/** Every URL goes to the one site page; the router inside it decides what to show (or the not-found page). */
export default () => true
