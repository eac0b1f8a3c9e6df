/** A round avatar, or the generic person icon when there is none. */
export function Avatar({ src, name }: { src?: string | null; name: string }) {
  return src ? (
    <img
      src={src}
      alt={name}
      width={48}
      height={48}
      className="rounded-circle object-fit-cover flex-shrink-0"
    />
  ) : (
    <span
      className="d-inline-flex align-items-center justify-content-center rounded-circle bg-body-secondary flex-shrink-0"
      style={{ width: 48, height: 48 }}
      role="img"
      aria-label={name}
      data-testid="avatar-placeholder"
    >
      <i className="bi bi-person-fill fs-4 text-body-tertiary" aria-hidden="true" />
    </span>
  );
}
