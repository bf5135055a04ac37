import { useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { lazyModalContent, Modal, preloadOn, useModal } from "~/components/modal";
import { UserIcon } from "~/components/icons";
import { loginHref, loginReturn } from "./login-href";

/** The login form (and its input masks) loads with the modal, not with every page. */
const LoginForm = lazyModalContent("authorization", () => import("./login-form").then((module) => module.LoginForm));

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
      href={loginHref(location)}
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
      <LoginForm redirectTo={loginReturn(location)} inModal onDone={modal.close} />
    </Modal>
  );
}
