//! The image a new VM is installed with. Strict sessions leave `os_name` and `os_version` out of
//! the mandatory parameters, as live (docs/product/compute.md#vm-create): a create without them
//! gets the image the create form preselects, at its newest published version.

use spec::config::Brand;
use spec::error::validation;

use super::catalogue::vm_images;

/// `(os_name, os_version)` for a create that sent `os_name` and `os_version` or left either out,
/// or the `os_version` message when the sent version is not one of the chosen image's.
pub fn chosen(brand: &Brand, os_name: Option<&str>, os_version: Option<&str>) -> Result<(String, String), String> {
    let images = vm_images(brand);
    let image = match os_name {
        Some(name) => images.iter().find(|i| i.os_name == name),
        None => images.iter().find(|i| i.is_default),
    };
    // An unknown `os_name` is the parameter check's to name; nothing to add here.
    let Some(image) = image else { return Ok((os_name.unwrap_or_default().into(), os_version.unwrap_or_default().into())) };
    let published: Vec<&str> = image.versions.iter().filter(|v| v.published).map(|v| v.os_version.as_str()).collect();
    match os_version {
        Some(version) if published.contains(&version) => Ok((image.os_name.clone(), version.into())),
        Some(_) => Err(validation::one_of_if("os_name", &image.os_name, &published)),
        None => Ok((image.os_name.clone(), published.last().copied().unwrap_or_default().into())),
    }
}

#[cfg(test)]
mod tests {
    use crate::domain::DomainError;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::vm_create;
    use spec::compute::VmCreate;

    /// A create naming only its size and account: no OS, no login.
    fn bare(fx: &Fixture) -> VmCreate {
        let account = Some(fx.owner_account());
        VmCreate {
            billing_account_id: account,
            os_name: None,
            os_version: None,
            username: None,
            password: None,
            ..Fixture::create_input()
        }
    }

    #[test]
    fn a_strict_create_without_os_or_login_gets_the_default_image_and_no_login() {
        let mut fx = Fixture::new();
        fx.world.strict = true;
        let input = bare(&fx);
        let vm = fx.run(|w, cx| vm_create(w, cx, input).cloned()).unwrap();
        assert_eq!((vm.os_name.as_str(), vm.os_version.as_str(), vm.username.as_deref()), ("ubuntu", "24.04", Some("")));
        // A name alone picks that image's newest version; a version of another image is named.
        let input = VmCreate { os_name: Some("debian".into()), ..bare(&fx) };
        let vm = fx.run(|w, cx| vm_create(w, cx, input).cloned()).unwrap();
        assert_eq!((vm.os_name.as_str(), vm.os_version.as_str()), ("debian", "12"));
        let before = fx.snapshot();
        let input = VmCreate { os_version: Some("12".into()), ..bare(&fx) };
        let refused = fx.run(|w, cx| vm_create(w, cx, input).map(drop));
        let message = "if 'os_name=ubuntu' then value must be one from the list ['20.04', '22.04', '24.04']";
        assert_eq!(refused, Err(DomainError::invalid("os_version", message)));
        assert_eq!(fx.snapshot(), before);
    }

    #[test]
    fn a_lenient_create_still_wants_the_os_and_the_login() {
        let mut fx = Fixture::new();
        let before = fx.snapshot();
        let input = bare(&fx);
        let Err(DomainError::Invalid(fields)) = fx.run(|w, cx| vm_create(w, cx, input).map(drop)) else { panic!("refused") };
        assert_eq!(fields.keys().map(String::as_str).collect::<Vec<_>>(), ["os_name", "os_version", "password", "username"]);
        assert_eq!(fx.snapshot(), before);
    }
}
