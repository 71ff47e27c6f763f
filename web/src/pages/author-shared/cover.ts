/** Cover image rules (spec sections 5 and 9): under 2MB, cropped and scaled to 300x450, JPEG at quality 0.95. */
import { COVER, LIMITS } from '@inkshelf/contracts';

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why a picked file cannot be a cover, or null when it can. */
export function coverFileProblem(file: { size: number; type: string }): 'tooLarge' | 'notImage' | null {
  if (file.size >= LIMITS.coverMaxBytes) return 'tooLarge';
  if (!(COVER.acceptedTypes as readonly string[]).includes(file.type)) return 'notImage';
  return null;
}

/** The file as a data URL (what the cropper shows). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = src;
  });
}

/** Draws the chosen area of the image onto a 300x450 canvas and returns it as a JPEG data URL (quality 0.95). */
export async function cropCover(imageSrc: string, area: CropArea): Promise<string> {
  const image = await loadImage(imageSrc);
  const canvas = document.createElement('canvas');
  canvas.width = COVER.width;
  canvas.height = COVER.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: a transparent PNG gets a white page instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, COVER.width, COVER.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, COVER.width, COVER.height);
  return canvas.toDataURL(`image/${COVER.format}`, COVER.quality);
}
