import { useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { lazyModalContent, Modal, preloadOn, useModal } from "~/components/modal";
import { UserIcon } from "~/components/icons";
import { hrefWithoutTracking } from "~/domain/tracking";

/** The login form (and its input masks) loads with the modal, not with every page. */
const LoginForm = lazyModalContent("authorization", () => import("./login-form").then((module) => module.LoginForm));

/** Where logging in brings the shopper back: this page, without campaign tags (they are not echoed into links). */
const here = (location: { pathname: string; search: string }) => hrefWithoutTracking(location);

/** 'Войти': the /login page without JavaScript, the `authorization` modal with it. */
export function AuthorizationTrigger() {
  const location = useLocation();
  const modal = useModal("authorization");
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    modal.open();
  };
  return (
    <a
      href={`/login/?redirectTo=${encodeURIComponent(here(location))}`}
      className="header__tool"
      aria-haspopup="dialog"
      onClick={onClick}
      {...preloadOn("authorization")}
    >
      <UserIcon />
      <span className="visually-hidden">Войти</span>
    </a>
  );
}

export function AuthorizationModal() {
  const location = useLocation();
  const modal = useModal("authorization");
  return (
    <Modal name="authorization" title="Вход в личный кабинет">
      <LoginForm redirectTo={here(location)} inModal onDone={modal.close} />
    </Modal>
  );
}
