import { describe, expect, it } from 'vitest'
import { freePort, startServer, tinySite } from './serverProcess'

describe('startServer', () => {
  it('serves on the port it is given, and says so (regression: the scale bench asked a port nothing listened on)', async () => {
    const port = await freePort()
    const server = await startServer({ SITE_ROOT: await tinySite(), PORT: String(port) })
    try {
      expect(server.url).toBe(`http://127.0.0.1:${port}`)
      expect(await (await fetch(`${server.url}/`)).text()).toBe('<html>home</html>')
    } finally {
      await server.stop()
    }
  })
})
