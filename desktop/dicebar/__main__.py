from dicebar.app.cli import main

raise SystemExit(main())
