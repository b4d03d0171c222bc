import { useEffect, useRef } from "react";
import type { ThreeDsPost } from "./useCheckoutSubmit";

/**
 * Posts the gateway's 3-D Secure form (spec 2 §3 secure3DResponse): `htmlFormToPost` is the form's
 * HTML from our API; it is placed hidden and submitted to `htmlFormAction`, leaving the page.
 */
export function ThreeDsForm({ post }: { post: ThreeDsPost }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = holder.current?.querySelector("form");
    if (!form) return;
    form.action = post.action;
    form.method = "post";
    form.submit();
  }, [post]);
  return <div ref={holder} hidden data-testid="three-ds-form" dangerouslySetInnerHTML={{ __html: post.html }} />;
}
