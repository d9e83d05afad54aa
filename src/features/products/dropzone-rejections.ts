/** The part of a dropzone rejection this app reads. */
export interface Rejection {
  errors: ReadonlyArray<{ message: string }>
}

/**
 * The messages to show for rejected files, each once: the dropzone's own texts ('File type must
 * be ...', 'File is larger than N bytes', 'Too many files'), as spec point 8 lists them.
 */
export function rejectionMessages(rejections: readonly Rejection[]): string[] {
  return [...new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.message)))]
}
