import * as React from "react";

export type FallbackImageProps = Omit<React.ComponentProps<"img">, "src"> & {
  /** The image's text alternative; "" for a decorative image (required: an <img> without one is read by its file name). */
  alt: string;
  /** Image address; when missing, empty or failing to load, `fallback` is shown instead. */
  src?: string | null;
  /** What to show in place of a missing or broken image (e.g. a trophy or ball icon). */
  fallback: React.ReactNode;
};

/**
 * An <img> that swaps itself for `fallback` when it has no source or fails to load, including a
 * failure that happened before hydration (the browser's error event fired before React listened).
 */
export function FallbackImage({ src, alt, fallback, onError, ref, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const failed = !src || failedSrc === src;

  const imgRef = React.useCallback(
    (img: HTMLImageElement | null) => {
      // A finished load with no pixels is either broken or a size-less SVG; decode() tells them apart.
      if (img && src && img.complete && img.naturalWidth === 0) {
        img.decode().catch(() => setFailedSrc(src));
      }
      if (typeof ref === "function") return ref(img);
      if (ref) ref.current = img;
    },
    [src, ref],
  );

  if (failed) return <>{fallback}</>;
  return (
    <img
      data-slot="fallback-image"
      ref={imgRef}
      src={src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
