import { access, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaKey, type BuiltImage, type Image } from '../../../config/image'
import type { ImageUse } from '../../../config/imageUses'
import { buildImage, makeCrop, type MediaPaths, type PlannedCrop } from './buildImage'
import { mediaPaths } from './buildMedia'

/** Sources read at once while planning (their bytes, for the hash in the files' names, and their header). */
const PLANNING_AT_ONCE = 2
/** Files made at once for requests; the background makes one crop at a time besides. */
const REQUESTED_AT_ONCE = 2

/**
 * `npm run dev`'s images: the dev server listens before any is made. The first page it renders names every image
 * (`planDevMedia`: each file's name and size as the build makes them, from each source's header), then the files
 * are made in the background, one crop at a time, while a file the browser asks for is made first (`devMediaFile`,
 * from `mediaDevPlugin`). What is made lands in the media cache the build reads (`mediaPaths`), so a later build or
 * dev server finds it made. A cold clone's first page took 135 CPU-seconds to be served (every image made before
 * the server listened); now the server listens in about 4 and the page's HTML follows at once.
 *
 * One per process, shared through `globalThis`: the dev server's plugin and the pages it renders load this module
 * apart (the config's loader, Vite's SSR runner), and a page's module is loaded again after each edit.
 */
interface DevMedia {
  /** Every crop planned and not known to be made, by record file (a changed source has another record). */
  planned: Map<string, PlannedCrop>
  /** The planned crop of each file name. */
  cropOf: Map<string, PlannedCrop>
  /** Files being made, by name. */
  making: Map<string, Promise<void>>
  /** The images a page was told of before their crop had a preview: given it once made (`madeCrop`). */
  previewless: Map<PlannedCrop, BuiltImage[]>
  /** Crops left to the background, in page order, and where their files go. */
  queue: Array<[PlannedCrop, MediaPaths]>
  background: boolean
  /** Requested files being made, and those waiting for a turn. */
  requested: number
  waiting: Array<() => void>
  /**
   * What each image was planned as, by `mediaKey`, with the version of its sources (size and modification time) and
   * its slot: a page is rendered again after each edit, and planning every image again read and hashed every source.
   */
  known: Map<string, { version: string; image: BuiltImage }>
}

const KEY = Symbol.for('nuvora.devMedia')

function devMedia(): DevMedia {
  const store = globalThis as { [KEY]?: DevMedia }
  return (store[KEY] ??= {
    planned: new Map(),
    cropOf: new Map(),
    making: new Map(),
    previewless: new Map(),
    queue: [],
    background: false,
    requested: 0,
    waiting: [],
    known: new Map(),
  })
}

/**
 * What the build would make of each image `uses` shows, by `mediaKey`, without decoding any image: images already
 * made come from the cache; the others' files are made in the background after this answers (`devMediaFile`
 * makes a requested one first), and each gets its preview once its crop is made (the pages rendered until then
 * show none).
 */
export async function planDevMedia(
  uses: readonly ImageUse[],
  paths: MediaPaths = mediaPaths(),
): Promise<Map<string, BuiltImage>> {
  const state = devMedia()
  const jobs = [...new Map(uses.map((use) => [mediaKey(use.image, use.slot), use]))]
  const built = new Map<string, BuiltImage>()
  const found: PlannedCrop[] = []
  const later = (crop: PlannedCrop) => {
    const known = state.planned.get(crop.record)
    if (known) {
      found.push(known)
      return known
    }
    state.planned.set(crop.record, crop)
    for (const file of crop.files) state.cropOf.set(file.name, crop)
    found.push(crop)
  }
  await Promise.all(
    Array.from({ length: PLANNING_AT_ONCE }, async () => {
      for (let next = jobs.shift(); next; next = jobs.shift()) {
        const [key, { image, slot, where }] = next
        try {
          const version = `${await sourcesVersion(image, paths)} ${JSON.stringify(slot)}`
          const known = state.known.get(key)
          if (known?.version === version) {
            built.set(key, known.image)
            continue
          }
          const planned = await buildImage(image, slot, paths, later)
          state.known.set(key, { version, image: planned })
          built.set(key, planned)
        } catch (error) {
          throw new Error(`${where}: could not make "${image.src}" (${(error as Error).message})`, { cause: error })
        }
      }
    }),
  )
  for (const image of built.values()) {
    const crop = found.find((each) => each.made.crop === image.main && !each.made.placeholder)
    if (crop) state.previewless.set(crop, [...(state.previewless.get(crop) ?? []), image])
  }
  for (const crop of new Set(found))
    if (!state.queue.some(([queued]) => queued === crop)) state.queue.push([crop, paths])
  void makeInBackground(state)
  return built
}

/** The size and modification time of the image's sources (its phone source too): what its files are named after. */
async function sourcesVersion(image: Image, paths: MediaPaths): Promise<string> {
  const sources = [image.src, ...(image.phone === undefined ? [] : [image.phone])]
  const stats = await Promise.all(sources.map((src) => stat(join(paths.root, src))))
  return stats.map(({ size, mtimeMs }) => `${size} ${mtimeMs}`).join(' ')
}

/** After `makeCrop`: once the crop's record is written, the images told of it before get its preview. */
function madeCrop(state: DevMedia, crop: PlannedCrop): void {
  const { placeholder } = crop.made
  if (!placeholder) return
  for (const image of state.previewless.get(crop) ?? []) image.placeholder = placeholder
  state.previewless.delete(crop)
}

/**
 * Makes the file `name` of the media cache now if a page names it (`planDevMedia`) and it is not made yet.
 * True once it is there; false for a name no page rendered since the server started names.
 */
export async function devMediaFile(name: string, paths: MediaPaths = mediaPaths()): Promise<boolean> {
  const state = devMedia()
  const file = join(paths.outDir, name)
  const exists = () =>
    access(file).then(
      () => true,
      () => false,
    )
  if (await exists()) return true
  const crop = state.cropOf.get(name)
  if (!crop) return false
  let making = state.making.get(name)
  if (!making) {
    making = requestedTurn(state, async () => {
      await makeCrop(crop, paths, { names: [name] })
      madeCrop(state, crop)
    })
    state.making.set(name, making)
    void making.finally(() => state.making.delete(name)).catch(() => {})
  }
  await making
  return exists()
}

/** Runs `make` once fewer than `REQUESTED_AT_ONCE` requested files are being made. */
async function requestedTurn(state: DevMedia, make: () => Promise<void>): Promise<void> {
  if (state.requested >= REQUESTED_AT_ONCE) await new Promise<void>((turn) => state.waiting.push(turn))
  state.requested++
  try {
    await make()
  } finally {
    state.requested--
    state.waiting.shift()?.()
  }
}

/** Makes the queued crops one at a time, each file once (a file being made for a request is waited for). */
async function makeInBackground(state: DevMedia): Promise<void> {
  if (state.background) return
  state.background = true
  try {
    for (let next = state.queue.shift(); next; next = state.queue.shift()) {
      const [crop, paths] = next
      await Promise.all(crop.files.map((file) => state.making.get(file.name)?.catch(() => {})))
      const names = crop.files.map((file) => file.name).filter((name) => !state.making.has(name))
      const done = new Map(names.map((name) => [name, deferred()]))
      for (const [name, { promise }] of done) state.making.set(name, promise)
      try {
        await makeCrop(crop, paths, { names, made: (name) => done.get(name)?.resolve() })
        madeCrop(state, crop)
      } catch (error) {
        console.error(`✗ images: could not make ${crop.files[0]?.name ?? crop.record}: ${(error as Error).message}`)
      } finally {
        for (const [name, { resolve }] of done) {
          resolve()
          state.making.delete(name)
        }
      }
      state.planned.delete(crop.record)
      for (const file of crop.files) state.cropOf.delete(file.name)
    }
  } finally {
    state.background = false
  }
}

/** A promise and the function that resolves it (`Promise.withResolvers`, which Node 20 lacks). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}
