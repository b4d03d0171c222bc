/** spec 1 §2.3: a landing banner's background is a video when its file is one. */
export function isVideo(src: string): boolean {
  return /\.(mp4|webm|ogv|mov)(\?|#|$)/i.test(src);
}
